import Foundation
import KeelCore
import Observation

/// Seed 000's web view: the status URL in a web view with loading, progress, an error with a
/// retry, and back, forward and reload; nothing else. The Apple-only wrapper reports the web
/// view's events here and asks ``decide(_:)`` about every navigation; all decisions live here.
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

  @ObservationIgnored private let policy: WebNavigationPolicy
  @ObservationIgnored private weak var controller: (any WebViewControlling)?
  /// The page the last load asked for, which a retry asks for again.
  @ObservationIgnored private var lastRequested: URL

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

  // MARK: - Events from the web view

  /// Every navigation, links and redirects included, goes through the policy.
  public func decide(_ url: URL?) -> WebNavigationDecision {
    let decision = policy.decide(url)
    if case .allow = decision, let url { lastRequested = url }
    return decision
  }

  public func navigationStarted() {
    state = .loading(progress: 0)
  }

  public func progressChanged(_ progress: Double) {
    guard case .loading = state else { return }
    state = .loading(progress: min(max(progress, 0), 1))
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
