import KeelCore
import Logging
import Observation

/// Holds deep links until the app can show them (DESIGN "Deep-link gate").
///
/// The gate opens when the main tabs are shown. While closed, the latest link wins and the one
/// it replaces is logged as dropped. In web-view mode links are ignored and logged.
@Observable
@MainActor
public final class DeepLinkGate<Route: Hashable> {
  /// Whether the app shows native screens, or a web view that handles links itself.
  public enum Mode: Sendable {
    /// Native screens: links are held until the gate opens, then delivered.
    case native
    /// A web view handles links itself: they are ignored and logged.
    case webView
  }

  /// Whether links are delivered at once.
  public private(set) var isOpen = false
  /// The latest link received while closed, delivered when the gate opens.
  public private(set) var pending: Route?
  /// The app's mode; in web-view mode links are ignored and logged.
  public var mode: Mode = .native {
    didSet { if mode == .webView, let dropped = pending { drop(dropped, reason: "web-view mode") } }
  }

  @ObservationIgnored private let deliver: @MainActor (Route) -> Void
  @ObservationIgnored private let logger: Logger

  /// `deliver` applies a route once the gate is open (typically a runner request).
  public init(
    logger: Logger = KeelLogging.logger("navigation.deeplinks"), deliver: @escaping @MainActor (Route) -> Void
  ) {
    self.logger = logger
    self.deliver = deliver
  }

  /// Delivers `route` when the gate is open; otherwise holds it, replacing (and logging) any
  /// held one. In web-view mode the route is ignored and logged.
  public func receive(_ route: Route) {
    if mode == .webView {
      logger.notice("deep link ignored in web-view mode", metadata: ["route": "\(route)"])
      return
    }
    if isOpen {
      deliver(route)
      return
    }
    if let previous = pending {
      logger.notice("deep link dropped: replaced by a later link", metadata: ["route": "\(previous)"])
    }
    pending = route
  }

  /// The main tabs are shown: deliver the pending link, if any, and pass later ones straight on.
  public func open() {
    isOpen = true
    if let route = pending {
      pending = nil
      deliver(route)
    }
  }

  /// The main tabs left the screen (sign-out, onboarding reset): hold links again.
  public func close() { isOpen = false }

  private func drop(_ route: Route, reason: String) {
    logger.notice("deep link dropped: \(reason)", metadata: ["route": "\(route)"])
    pending = nil
  }
}
