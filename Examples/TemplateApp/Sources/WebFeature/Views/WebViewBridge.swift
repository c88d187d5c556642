#if canImport(WebKit) && canImport(UIKit)
  import Foundation
  import WebKit

  /// Adapts a `WKWebView` to ``WebViewModel``: its navigation events go to the view model, every
  /// navigation is decided by the view model's policy, new windows and JavaScript panels go to
  /// the view model (`WKUIDelegate`), and the view model's commands reach the web view. Nothing
  /// is decided here.
  ///
  /// The delegate methods are `nonisolated` and enter the main actor with `assumeIsolated`:
  /// WebKit calls them on the main thread, and the iOS 18 SDK declares both protocols without
  /// isolation while iOS 26's declares them `@MainActor`; this form satisfies both.
  @MainActor
  final class WebViewBridge: NSObject, WKNavigationDelegate, WKUIDelegate, WebViewControlling {
    weak var webView: WKWebView?
    private let viewModel: WebViewModel
    private let openExternally: @MainActor (URL) -> Void
    private var progressTask: Task<Void, Never>?

    init(viewModel: WebViewModel, openExternally: @escaping @MainActor (URL) -> Void) {
      self.viewModel = viewModel
      self.openExternally = openExternally
      super.init()
    }

    /// The web view is going away: no more progress sampling.
    func stop() {
      progressTask?.cancel()
      progressTask = nil
      webView?.stopLoading()
      viewModel.detach()
    }

    // MARK: - WebViewControlling

    func load(_ url: URL) { webView?.load(URLRequest(url: url)) }
    func goBack() { webView?.goBack() }
    func goForward() { webView?.goForward() }
    func reload() { webView?.reload() }

    // MARK: - WKNavigationDelegate

    nonisolated func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      MainActor.assumeIsolated {
        switch viewModel.decide(navigationAction.request.url) {
        case .allow:
          decisionHandler(.allow)
        case .openExternally(let url):
          decisionHandler(.cancel)
          openExternally(url)
        case .block:
          decisionHandler(.cancel)
        }
      }
    }

    nonisolated func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      MainActor.assumeIsolated {
        viewModel.navigationStarted()
        sampleProgress(of: webView)
        reportHistory(of: webView)
      }
    }

    nonisolated func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      MainActor.assumeIsolated {
        progressTask?.cancel()
        viewModel.navigationFinished()
        reportHistory(of: webView)
      }
    }

    nonisolated func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
      MainActor.assumeIsolated { failed(webView, error) }
    }

    nonisolated func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
      MainActor.assumeIsolated { failed(webView, error) }
    }

    // MARK: - WKUIDelegate

    /// `target="_blank"` and `window.open`: the view model loads it in this web view or the system
    /// opens it. No second web view is returned, so WebKit opens no window of its own.
    nonisolated func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
      MainActor.assumeIsolated {
        if case .openExternally(let url) = viewModel.openNewWindow(navigationAction.request.url) {
          openExternally(url)
        }
      }
      return nil
    }

    nonisolated func webView(
      _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
      MainActor.assumeIsolated {
        viewModel.showAlert(message, host: frame.request.url?.host, completion: completionHandler)
      }
    }

    nonisolated func webView(
      _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
      completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
      MainActor.assumeIsolated {
        viewModel.showConfirm(message, host: frame.request.url?.host, completion: completionHandler)
      }
    }

    nonisolated func webView(
      _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
      initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) {
      MainActor.assumeIsolated {
        viewModel.showPrompt(
          prompt, defaultText: defaultText, host: frame.request.url?.host, completion: completionHandler)
      }
    }

    // MARK: - Private

    private func failed(_ webView: WKWebView, _ error: any Error) {
      progressTask?.cancel()
      let error = error as NSError
      viewModel.navigationFailed(
        WebLoadFailure(domain: error.domain, code: error.code, description: error.localizedDescription))
      reportHistory(of: webView)
    }

    private func reportHistory(of webView: WKWebView) {
      viewModel.historyChanged(canGoBack: webView.canGoBack, canGoForward: webView.canGoForward)
    }

    /// `estimatedProgress` read every 100 ms while the page loads (instead of key-value
    /// observation, whose Objective-C runtime the Linux harness cannot check).
    private func sampleProgress(of webView: WKWebView) {
      progressTask?.cancel()
      progressTask = Task { [weak self, weak webView] in
        while !Task.isCancelled, let self, let webView, webView.isLoading {
          self.viewModel.progressChanged(webView.estimatedProgress)
          try? await Task.sleep(for: .milliseconds(100))
        }
      }
    }
  }
#endif
