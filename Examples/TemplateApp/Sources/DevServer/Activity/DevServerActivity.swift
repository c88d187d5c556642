import Foundation
import KeelCore

/// What the server has been doing: every request's route and when it started and finished,
/// and how many were in flight at once. Tests read it to show, at the server, that the app's
/// status requests overlap.
public final class DevServerActivity: Sendable {
  public struct Record: Sendable, Equatable {
    public let method: String
    /// The path without the query.
    public let path: String
    public let route: DevServerRoute?
    /// The query items of the request (the status endpoints' `version`).
    public let query: [String: String]
    /// The request's `User-Agent`, if it sent one.
    public let userAgent: String?
    /// The HTTP status sent, 0 for a dropped connection.
    public let status: Int
    public let started: ContinuousClock.Instant
    public let finished: ContinuousClock.Instant
    /// When the request finished, by the server's clock (for the dashboard's log).
    public let finishedAt: Date
  }

  private struct State {
    var records: [Record] = []
    var inFlight: [DevServerRoute: Int] = [:]
    var peakInFlight: [Set<DevServerRoute>: Int] = [:]
  }

  private let state = Locked(State())
  /// Groups of routes whose joint in-flight peak is tracked (the status pair by default).
  private let trackedGroups: [Set<DevServerRoute>]

  init(trackedGroups: [Set<DevServerRoute>] = [[.getObjects, .getStatistics]]) {
    self.trackedGroups = trackedGroups
  }

  /// Every finished request, in the order they finished.
  public var records: [Record] { state.withLock { $0.records } }

  /// The most requests of `routes` that were being handled at the same moment (only for the
  /// tracked groups; `[.getObjects, .getStatistics]` is tracked).
  public func peakInFlight(of routes: Set<DevServerRoute>) -> Int {
    state.withLock { $0.peakInFlight[routes] ?? 0 }
  }

  /// The number of finished requests for `route`.
  public func count(of route: DevServerRoute) -> Int {
    records.filter { $0.route == route }.count
  }

  func began(_ route: DevServerRoute) {
    state.withLock { state in
      state.inFlight[route, default: 0] += 1
      for group in trackedGroups where group.contains(route) {
        let current = group.reduce(0) { $0 + state.inFlight[$1, default: 0] }
        state.peakInFlight[group] = max(state.peakInFlight[group] ?? 0, current)
      }
    }
  }

  func finished(_ record: Record) {
    state.withLock { state in
      if let route = record.route { state.inFlight[route, default: 1] -= 1 }
      state.records.append(record)
    }
  }
}
