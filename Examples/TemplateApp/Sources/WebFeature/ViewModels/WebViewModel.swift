import Foundation
import KeelCore
import Observation

/// Seed 000's web view: the status URL in a web view with loading, progress, an error with a
/// retry, and back, forward and reload; nothing else. The Apple-only wrapper reports the web
/// view's events here and asks ``decide(_:)`` about every navigation; all decisions live here,
/// including what a link for a new window does (``openNewWindow(_:)``) and which JavaScript
/// dialog is on screen (``dialog``).
@MainActor
@Observable
public final class WebViewModel {
  public enum LoadState: Sendable, Equatable {
    /// A page is loading; `progress` runs from 0 to 1.
    case loading(progress: Double)
    case loaded
    case failed(WebLoadFailure)
  }

  /// The first URL, from the remote status (`.one(url)`): always https (``WebViewURL``).
  public let url: URL
  public private(set) var state = LoadState.loading(progress: 0)
  public private(set) var canGoBack = false
  public private(set) var canGoForward = false
  /// The JavaScript dialog on screen, nil when none.
  public private(set) var dialog: WebDialog?
  /// A prompt's text field, starting from the page's default text.
  public var promptText = ""

  @ObservationIgnored private let policy: WebNavigationPolicy
  @ObservationIgnored private weak var controller: (any WebViewControlling)?
  /// The page the last load asked for, which a retry asks for again.
  @ObservationIgnored private var lastRequested: URL
  /// Completes the page's handler for ``dialog``: true for OK, false for Cancel.
  @ObservationIgnored private var answer: (@MainActor (Bool) -> Void)?

  public init(url: URL, policy: WebNavigationPolicy = WebNavigationPolicy()) {
    self.url = url
    self.policy = policy
    lastRequested = url
  }

  public var isLoading: Bool {
    if case .loading = state { return true }
    return false
  }

  /// The wrapper's web view is ready: it loads the status URL. (The state stays as it is: this
  /// runs while SwiftUI makes the view, and the navigation's start reports the load.)
  public func attach(_ controller: any WebViewControlling) {
    self.controller = controller
    controller.load(url)
  }

  /// The wrapper's web view is going away: a dialog still waiting is answered as cancelled
  /// (WebKit requires every handler to be called, and the page's script waits for it).
  public func detach() {
    cancelDialog()
    controller = nil
  }

  // MARK: - Events from the web view

  /// Every navigation, links and redirects included, goes through the policy.
  public func decide(_ url: URL?) -> WebNavigationDecision {
    let decision = policy.decide(url)
    if case .allow = decision, let url { lastRequested = url }
    return decision
  }

  /// The page asked for a new window (`target="_blank"`, `window.open`). The app has one web
  /// view, so what the policy allows loads in it; what it sends to the system leaves the app
  /// (the wrapper opens it); what it blocks goes nowhere.
  public func openNewWindow(_ url: URL?) -> WebNavigationDecision {
    let decision = decide(url)
    if case .allow = decision, let url { controller?.load(url) }
    return decision
  }

  /// `alert(message)`: shown with OK; `completion` runs when it is dismissed.
  public func showAlert(_ message: String, host: String?, completion: @escaping @MainActor () -> Void) {
    present(WebDialog(kind: .alert, message: message, host: host)) { _ in completion() }
  }

  /// `confirm(message)`: OK answers true, Cancel (or dismissal) false.
  public func showConfirm(_ message: String, host: String?, completion: @escaping @MainActor (Bool) -> Void) {
    present(WebDialog(kind: .confirm, message: message, host: host), answer: completion)
  }

  /// `prompt(message, defaultText)`: OK answers the field's text, Cancel (or dismissal) nil.
  public func showPrompt(
    _ message: String, defaultText: String?, host: String?, completion: @escaping @MainActor (String?) -> Void
  ) {
    present(WebDialog(kind: .prompt, message: message, host: host)) { [weak self] ok in
      completion(ok ? self?.promptText ?? "" : nil)
    }
    promptText = defaultText ?? ""
  }

  /// OK on the dialog.
  public func confirmDialog() { finishDialog(true) }

  /// Cancel on the dialog, or the dialog went away without an answer.
  public func cancelDialog() { finishDialog(false) }

  public func navigationStarted() {
    state = .loading(progress: 0)
  }

  public func progressChanged(_ progress: Double) {
    guard case .loading = state else { return }
    state = .loading(progress: min(max(progress, 0), 1))
  }

  private func present(_ dialog: WebDialog, answer: @escaping @MainActor (Bool) -> Void) {
    // WebKit shows one dialog at a time; should another arrive, the first is not left hanging.
    cancelDialog()
    self.dialog = dialog
    self.answer = answer
  }

  private func finishDialog(_ ok: Bool) {
    guard let answer else { return }
    self.answer = nil
    dialog = nil
    answer(ok)
  }

  public func navigationFinished() {
    state = .loaded
  }

  /// A navigation failed. A navigation cancelled because another replaced it, or because the
  /// policy blocked it, is not a failure of the page shown.
  public func navigationFailed(_ failure: WebLoadFailure) {
    guard !failure.isInterruption else { return }
    state = .failed(failure)
  }

  public func historyChanged(canGoBack: Bool, canGoForward: Bool) {
    self.canGoBack = canGoBack
    self.canGoForward = canGoForward
  }

  // MARK: - Actions

  public func goBack() {
    guard canGoBack else { return }
    controller?.goBack()
  }

  public func goForward() {
    guard canGoForward else { return }
    controller?.goForward()
  }

  public func reload() {
    state = .loading(progress: 0)
    controller?.reload()
  }

  /// After a failure: the page that failed is asked for again (a failed first load has nothing
  /// to reload).
  public func retry() {
    guard case .failed = state else { return }
    state = .loading(progress: 0)
    controller?.load(lastRequested)
  }
}

/// Why a page did not load, as the web view reported it (an `NSError`'s domain and code).
public struct WebLoadFailure: Sendable, Hashable, Error {
  public static let urlErrorDomain = "NSURLErrorDomain"
  public static let webKitErrorDomain = "WebKitErrorDomain"

  public let domain: String
  public let code: Int
  public let description: String

  public init(domain: String, code: Int, description: String) {
    self.domain = domain
    self.code = code
    self.description = description
  }

  /// `NSURLErrorCancelled` (a new navigation replaced this one) and WebKit's "frame load
  /// interrupted by policy change" (our policy said no): nothing to show.
  public var isInterruption: Bool {
    (domain == Self.urlErrorDomain && code == -999) || (domain == Self.webKitErrorDomain && code == 102)
  }

  /// No connection (`NSURLErrorNotConnectedToInternet`, `NSURLErrorNetworkConnectionLost`):
  /// the screen says so rather than "the page could not be loaded".
  public var isOffline: Bool {
    domain == Self.urlErrorDomain && (code == -1009 || code == -1005)
  }
}
