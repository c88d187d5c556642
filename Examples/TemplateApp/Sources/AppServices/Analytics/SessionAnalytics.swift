import AppDomain
import KeelCore

/// The analytics of whoever uses the app now: the signed-in scope's manager while one is open
/// (its events go to that person's queue and the API), the login scope's otherwise.
///
/// Screens of the login scope (sign-in, the paywall) and the root track through it, so an event
/// such as `SignIn_Succeeded`, tracked once the person's scope is open, reaches their queue
/// instead of only the log. The composition root switches it when a scope opens or closes.
public final class SessionAnalytics: AnalyticsManaging {
  private let current: Locked<any AnalyticsManaging>

  public init(_ initial: any AnalyticsManaging) {
    current = Locked(initial)
  }

  public func track(_ event: AnalyticsEvent) {
    current.withLock { $0 }.track(event)
  }

  /// From now on, events go to `manager`.
  func route(to manager: any AnalyticsManaging) {
    current.withLock { $0 = manager }
  }
}
