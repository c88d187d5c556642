import Foundation
import KeelCore

/// A notification centre in memory that behaves like `UNUserNotificationCenter` where Keel
/// relies on it: pending requests keyed by identifier (adding replaces), authorization states
/// (asking decides once), at most 64 pending requests with the soonest kept, fired
/// non-repeating requests leaving the pending list, and calendar triggers read in the
/// device's current time zone.
///
/// The device's clock and time zone move only when the test says so (``advance(to:)``,
/// ``setTimeZone(_:)``).
public final class InMemoryNotificationCenter: NotificationCenterClient {
  /// A pending request with the date its trigger fires next.
  public struct Pending: Hashable, Sendable {
    /// The request as it was added.
    public let request: NotificationRequest
    /// When the request's trigger fires next.
    public let nextFireDate: Date
  }

  /// A request that fired, and when.
  public struct Delivery: Hashable, Sendable {
    /// The request that fired.
    public let request: NotificationRequest
    /// When it fired.
    public let date: Date
  }

  /// Why the in-memory centre refused a request (iOS raises an exception for these).
  public enum RequestError: Error, Equatable, CustomStringConvertible {
    /// A time-interval trigger of zero or fewer seconds, or a repeating one under 60 seconds.
    case invalidTimeInterval(identifier: String, seconds: TimeInterval, repeats: Bool)

    public var description: String {
      switch self {
      case .invalidTimeInterval(let identifier, let seconds, let repeats):
        "notification request '\(identifier)': a time interval of \(seconds) s is not allowed"
          + (repeats ? " for a repeating trigger (minimum 60 s)" : " (must be greater than 0)")
      }
    }
  }

  private struct Entry {
    var request: NotificationRequest
    var nextFireDate: Date
    var addedAt: Date
    var order: Int
  }

  private struct State {
    var now: Date
    var timeZone: TimeZone
    var authorization: NotificationAuthorizationStatus
    var grantsAuthorization: Bool
    var authorizationRequests = 0
    var pending: [String: Entry] = [:]
    var delivered: [Delivery] = []
    var nextOrder = 0
  }

  private let state: Locked<State>

  /// - Parameters:
  ///   - now: the centre's current time, against which pending requests are delivered.
  ///   - timeZone: the zone calendar triggers are read in.
  ///   - authorization: the authorization status before anyone asks.
  ///   - grantsAuthorization: the person's answer when ``requestAuthorization()`` asks.
  public init(
    now: Date, timeZone: TimeZone, authorization: NotificationAuthorizationStatus = .notDetermined,
    grantsAuthorization: Bool = true
  ) {
    state = Locked(
      State(now: now, timeZone: timeZone, authorization: authorization, grantsAuthorization: grantsAuthorization))
  }

  // MARK: - NotificationCenterClient

  public func authorizationStatus() async -> NotificationAuthorizationStatus {
    state.withLock { $0.authorization }
  }

  public func requestAuthorization() async throws -> Bool {
    state.withLock { state in
      state.authorizationRequests += 1
      // Like iOS, the person is asked once; later requests return the earlier decision.
      if state.authorization == .notDetermined {
        state.authorization = state.grantsAuthorization ? .authorized : .denied
      }
      return state.authorization.allowsDelivery
    }
  }

  public func pendingRequestIdentifiers() async -> [String] {
    state.withLock { state in Self.sorted(state.pending).map(\.request.identifier) }
  }

  public func add(_ request: NotificationRequest) async throws {
    try state.withLock { state throws(RequestError) in
      if case .timeInterval(let seconds, let repeats) = request.trigger, seconds <= 0 || (repeats && seconds < 60) {
        throw .invalidTimeInterval(identifier: request.identifier, seconds: seconds, repeats: repeats)
      }
      guard
        let fireDate = Self.nextFireDate(of: request.trigger, after: state.now, addedAt: state.now, in: state.timeZone)
      else {
        // A calendar date already past never fires; iOS does not keep it pending either.
        state.pending[request.identifier] = nil
        return
      }
      state.pending[request.identifier] = Entry(
        request: request, nextFireDate: fireDate, addedAt: state.now, order: state.nextOrder)
      state.nextOrder += 1
      Self.enforceLimit(&state)
    }
  }

  public func removePendingRequests(withIdentifiers identifiers: [String]) async {
    state.withLock { state in
      for identifier in identifiers { state.pending[identifier] = nil }
    }
  }

  // MARK: - Inspection and simulation

  /// Pending requests, soonest first.
  public var pending: [Pending] {
    state.withLock { state in
      Self.sorted(state.pending).map { Pending(request: $0.request, nextFireDate: $0.nextFireDate) }
    }
  }

  /// Requests that fired, in the order they fired.
  public var delivered: [Delivery] { state.withLock { $0.delivered } }

  /// How many times the app asked for authorization.
  public var authorizationRequestCount: Int { state.withLock { $0.authorizationRequests } }

  /// The device's current time.
  public var now: Date { state.withLock { $0.now } }

  /// The device's current time zone.
  public var timeZone: TimeZone { state.withLock { $0.timeZone } }

  /// The person changes the app's permission in Settings.
  public func setAuthorization(_ status: NotificationAuthorizationStatus) {
    state.withLock { $0.authorization = status }
  }

  /// Moves the device's clock to `date`, firing every request due by then: non-repeating ones
  /// leave the pending list, repeating ones wait for their next date.
  public func advance(to date: Date) {
    state.withLock { state in
      while let entry = state.pending.values.min(by: Self.precedes), entry.nextFireDate <= date {
        let identifier = entry.request.identifier
        state.delivered.append(Delivery(request: entry.request, date: entry.nextFireDate))
        let repeats: Bool
        switch entry.request.trigger {
        case .calendar(_, let value), .timeInterval(_, let value): repeats = value
        }
        if repeats,
          let next = Self.nextFireDate(
            of: entry.request.trigger, after: entry.nextFireDate, addedAt: entry.addedAt, in: state.timeZone)
        {
          state.pending[identifier]?.nextFireDate = next
        } else {
          state.pending[identifier] = nil
        }
      }
      state.now = date
    }
  }

  /// The device moves to another time zone: calendar triggers, which carry wall-clock
  /// components only, now fire at that wall-clock time in `timeZone`.
  public func setTimeZone(_ timeZone: TimeZone) {
    state.withLock { state in
      state.timeZone = timeZone
      for (identifier, entry) in state.pending {
        guard case .calendar = entry.request.trigger else { continue }
        if let next = Self.nextFireDate(
          of: entry.request.trigger, after: state.now, addedAt: entry.addedAt, in: timeZone)
        {
          state.pending[identifier]?.nextFireDate = next
        } else {
          state.pending[identifier] = nil
        }
      }
    }
  }

  // MARK: - Private

  /// iOS keeps the soonest requests when an app has more than the limit pending.
  private static func enforceLimit(_ state: inout State) {
    let overflow = state.pending.count - NotificationPlanner.maximumPendingRequests
    guard overflow > 0 else { return }
    for entry in sorted(state.pending).suffix(overflow) {
      state.pending[entry.request.identifier] = nil
    }
  }

  private static func sorted(_ pending: [String: Entry]) -> [Entry] {
    pending.values.sorted(by: precedes)
  }

  private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
    (lhs.nextFireDate, lhs.order) < (rhs.nextFireDate, rhs.order)
  }

  /// When `trigger` fires next after `date`, matching calendar components with Foundation's
  /// own calendar search (the planner resolves wall-clock times separately, so the two
  /// computations check each other).
  private static func nextFireDate(
    of trigger: NotificationTrigger, after date: Date, addedAt: Date, in timeZone: TimeZone
  ) -> Date? {
    switch trigger {
    case .timeInterval(let seconds, let repeats):
      let first = addedAt.addingTimeInterval(seconds)
      guard repeats, first <= date else { return first > date ? first : nil }
      let periods = ((date.timeIntervalSince(addedAt)) / seconds).rounded(.down) + 1
      return addedAt.addingTimeInterval(periods * seconds)
    case .calendar(let components, _):
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      guard
        let next = calendar.nextDate(
          after: date, matching: components, matchingPolicy: .nextTimePreservingSmallerComponents,
          repeatedTimePolicy: .first, direction: .forward)
      else { return nil }
      // Foundation's search moves on to a later month when a dated match lies in the past;
      // iOS never fires such a trigger.
      let found = calendar.dateComponents([.year, .month, .day], from: next)
      let datePartsMatch =
        part(components.year, matches: found.year) && part(components.month, matches: found.month)
        && part(components.day, matches: found.day)
      return datePartsMatch ? next : nil
    }
  }

  /// A trigger's date part matches when it is unset or equal. (A helper rather than an array
  /// literal of optional tuples: that expression took the type checker 0.44 s.)
  private static func part(_ wanted: Int?, matches actual: Int?) -> Bool {
    wanted == nil || wanted == actual
  }
}
