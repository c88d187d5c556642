#if canImport(WebKit) && canImport(UIKit)
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import SwiftUI
  import WebKit

  /// Seed 000's web view: the page, a progress bar while it loads, an error with a retry,
  /// back, forward and reload, and the page's JavaScript alerts, confirms and prompts as native
  /// alerts. Layout only; ``WebViewModel`` decides.
  public struct WebScreen: View {
    @Bindable private var viewModel: WebViewModel
    private let text = WebText()
    @Environment(\.openURL) private var openURL

    public init(viewModel: WebViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(spacing: 0) {
        if case .loading(let progress) = viewModel.state {
          ProgressView(value: progress)
        }
        ZStack {
          WebKitView(viewModel: viewModel, openURL: openURL)
          if case .failed(let failure) = viewModel.state {
            ErrorView(text.loadFailure(failure)) { viewModel.retry() }
          }
        }
        HStack(spacing: DSSpacing.xl.points) {
          Button(action: { viewModel.goBack() }) { Image(systemName: "chevron.backward") }
            .disabled(!viewModel.canGoBack)
            .accessibilityLabel(Text(L10n.web.back))
          Button(action: { viewModel.goForward() }) { Image(systemName: "chevron.forward") }
            .disabled(!viewModel.canGoForward)
            .accessibilityLabel(Text(L10n.web.forward))
          Spacer(minLength: 0)
          Button(action: { viewModel.reload() }) { Image(systemName: "arrow.clockwise") }
            .accessibilityLabel(Text(L10n.web.reload))
        }
        .padding(DSSpacing.md.points)
      }
      // The page's dialog, titled with its site. Each button answers the page; the binding's
      // setter does nothing, so SwiftUI's own dismissal cannot answer a second time.
      .alert(
        viewModel.dialog?.host ?? L10n.web.dialog.title,
        isPresented: Binding(get: { viewModel.dialog != nil }, set: { _ in }), presenting: viewModel.dialog
      ) { dialog in
        if dialog.kind == .prompt {
          TextField(dialog.message, text: $viewModel.promptText)
        }
        Button(L10n.common.ok) { viewModel.confirmDialog() }
        if dialog.kind != .alert {
          Button(L10n.common.cancel, role: .cancel) { viewModel.cancelDialog() }
        }
      } message: { dialog in
        Text(verbatim: dialog.message)
      }
    }
  }

  /// The `WKWebView` itself, bridged to the view model.
  struct WebKitView: UIViewRepresentable {
    let viewModel: WebViewModel
    let openURL: OpenURLAction

    func makeCoordinator() -> WebViewBridge {
      WebViewBridge(viewModel: viewModel, openExternally: { url in openURL(url) })
    }

    func makeUIView(context: Context) -> WKWebView {
      let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
      webView.allowsBackForwardNavigationGestures = true
      webView.navigationDelegate = context.coordinator
      webView.uiDelegate = context.coordinator
      context.coordinator.webView = webView
      viewModel.attach(context.coordinator)
      return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}

    static func dismantleUIView(_ webView: WKWebView, coordinator: WebViewBridge) {
      coordinator.stop()
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Web mode's page, loading (the preview has no network of its own to promise).
    struct WebScreenPreviews: PreviewProvider {
      static var previews: some View {
        WebScreen(viewModel: WebViewModel(url: AppFixtures.webURL))
      }
    }
  #endif
#endif
