import Foundation

/// Reports what went wrong without crashing (seed 002's manager over a crash-reporting SDK
/// service, such as Crashlytics' `record(error:)`): non-fatal errors with their context, the
/// breadcrumbs that led there, and whose session it was.
///
/// The composition root keeps one for the app's life; every analytics event becomes a
/// breadcrumb (the analytics fan-out), and the user id is set while a signed-in scope is open.
public protocol CrashReporting: Sendable {
  /// The signed-in person's id, attached to every report until it is cleared (nil).
  func setUserID(_ userID: String?)
  /// Something that happened, kept (the newest few) to go with the next report.
  func addBreadcrumb(_ breadcrumb: Breadcrumb)
  /// An error the app recovered from but a developer should see, with where it happened and
  /// what it was doing (`["where": "items.list"]`).
  func recordNonFatal(_ error: any Error, context: [String: String])
}

/// One step on the way to a report: an analytics event's name and properties, and when.
public struct Breadcrumb: Sendable, Hashable, CustomStringConvertible {
  public let message: String
  public let properties: [String: String]
  public let date: Date

  public init(_ message: String, properties: [String: String] = [:], date: Date) {
    self.message = message
    self.properties = properties
    self.date = date
  }

  public var description: String {
    properties.isEmpty ? message : "\(message) \(properties.sorted { $0.key < $1.key })"
  }
}

extension RepositoryError {
  /// Whether a crash report should carry this failure: what a developer must fix (an answer the
  /// app cannot read, the server refusing input the app's own validation let through, an id
  /// that should exist). No connection, an ended session and rate limiting are everyday events
  /// on a phone, handled on screen; reporting them would bury the rest.
  public var isReportable: Bool {
    switch self {
    case .invalidResponse, .rejected, .notFound: true
    case .unavailable, .unauthorized, .rateLimited: false
    }
  }
}
