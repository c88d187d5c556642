#if canImport(WebKit) && canImport(UIKit)
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import SwiftUI
  import WebKit

  /// Seed 000's web view: the page, a progress bar while it loads, an error with a retry, and
  /// back, forward and reload. Layout only; ``WebViewModel`` decides.
  public struct WebScreen: View {
    private let viewModel: WebViewModel
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
