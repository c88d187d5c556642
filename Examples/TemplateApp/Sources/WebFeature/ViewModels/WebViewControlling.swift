import Foundation

/// The web view's commands, implemented by the Apple-only `WKWebView` wrapper and attached to
/// ``WebViewModel`` when the view is made (a recording fake in tests).
@MainActor
public protocol WebViewControlling: AnyObject {
  func load(_ url: URL)
  func goBack()
  func goForward()
  func reload()
}
