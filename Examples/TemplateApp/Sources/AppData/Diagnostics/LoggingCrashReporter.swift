import AppDomain
import Foundation
import KeelCore
import Logging

/// The crash reporter without a vendor SDK: each non-fatal error is one error-level log line
/// (swift-log; `OSLogHandler` on Apple platforms) carrying its context, the breadcrumbs that led
/// there and a pseudonymous user id. Context values whose names look secret (tokens,
/// passwords) are redacted, and the user id is never written as given: an email is personal
/// data, so the line carries a hash of it that still groups one person's reports.
public final class LoggingCrashReporter: CrashReporting {
  private struct State {
    var userID: String?
    var trail: BreadcrumbTrail
  }

  private let state: Locked<State>
  private let redactor: Redactor
  private let logger: Logger

  /// - Parameter capacity: how many breadcrumbs go with a report (the newest).
  public init(
    capacity: Int = 50, redactor: Redactor = Redactor(), logger: Logger = Logger(label: "template.crashes")
  ) {
    state = Locked(State(userID: nil, trail: BreadcrumbTrail(capacity: capacity)))
    self.redactor = redactor
    self.logger = logger
  }

  /// The id reports are filed under now (nil when no one is signed in).
  public var userID: String? { state.withLock { $0.userID } }

  /// The breadcrumbs the next report carries, oldest first.
  public var breadcrumbs: [Breadcrumb] { state.withLock { $0.trail.breadcrumbs } }

  public func setUserID(_ userID: String?) {
    state.withLock { $0.userID = userID }
  }

  public func addBreadcrumb(_ breadcrumb: Breadcrumb) {
    state.withLock { $0.trail.append(breadcrumb) }
  }

  public func recordNonFatal(_ error: any Error, context: [String: String]) {
    let (userID, breadcrumbs) = state.withLock { ($0.userID, $0.trail.breadcrumbs) }
    var metadata = redactor.redact(fields: context).mapValues { Logger.MetadataValue.string($0) }
    metadata["error.type"] = .string("\(type(of: error))")
    metadata["user"] = .string(userID.map(Self.pseudonym(of:)) ?? "none")
    metadata["breadcrumbs"] = .array(breadcrumbs.map { .string($0.message) })
    logger.error("non-fatal error: \(error)", metadata: metadata)
  }

  /// `user-<16 hex digits>`: the same for the same id, and not the id.
  public static func pseudonym(of userID: String) -> String {
    let hex = String(ExperimentAssignment.fnv1a64(Array(userID.utf8)), radix: 16)
    return "user-" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
