import AppDomain
import Foundation
import KeelCore

/// A crash reporter that keeps everything it is told, for tests to read back: the user id as it
/// changes, the breadcrumbs (bounded as the real one's are) and each non-fatal with the user id
/// and breadcrumbs it would have been sent with.
public final class RecordingCrashReporter: CrashReporting {
  /// One non-fatal as a vendor SDK would have sent it.
  public struct Report: Sendable, CustomStringConvertible {
    public let error: String
    public let context: [String: String]
    public let userID: String?
    public let breadcrumbs: [String]

    public var description: String { "\(error) \(context) user=\(userID ?? "none") after \(breadcrumbs)" }
  }

  private struct State {
    var userID: String?
    var userIDChanges: [String?] = []
    var trail: BreadcrumbTrail
    var reports: [Report] = []
  }

  private let state: Locked<State>

  public init(capacity: Int = 50) {
    state = Locked(State(trail: BreadcrumbTrail(capacity: capacity)))
  }

  public var userID: String? { state.withLock { $0.userID } }
  /// Every ``setUserID(_:)``, in order.
  public var userIDChanges: [String?] { state.withLock { $0.userIDChanges } }
  /// The breadcrumbs' messages, oldest first.
  public var breadcrumbs: [String] { state.withLock { $0.trail.breadcrumbs.map(\.message) } }
  public var reports: [Report] { state.withLock { $0.reports } }

  public func setUserID(_ userID: String?) {
    state.withLock {
      $0.userID = userID
      $0.userIDChanges.append(userID)
    }
  }

  public func addBreadcrumb(_ breadcrumb: Breadcrumb) {
    state.withLock { $0.trail.append(breadcrumb) }
  }

  public func recordNonFatal(_ error: any Error, context: [String: String]) {
    state.withLock {
      $0.reports.append(
        Report(
          error: "\(error)", context: context, userID: $0.userID, breadcrumbs: $0.trail.breadcrumbs.map(\.message)))
    }
  }
}
