import Foundation

/// What `getObjects` answered: a 200 with the URL field as sent (validated by the status
/// service, not here), or a failure of any kind.
public enum ObjectsOutcome: Sendable, Hashable {
  case ok(url: String?)
  case failed(String)
}

/// The objects endpoint (seed 000's `ObjectsRepositoryProtocol`).
public protocol ObjectsRepositoryProtocol: Sendable {
  /// `timeLimit` bounds the call, retries included.
  func fetchObjects(version: String, timeLimit: Duration) async -> ObjectsOutcome
}

/// The statistics endpoint (seed 000's `StatisticsRepositoryProtocol`).
public protocol StatisticsRepositoryProtocol: Sendable {
  /// The statistics and PDF URLs; either is nil on any failure or when it is not an absolute
  /// https URL.
  func fetchStatistics(version: String, timeLimit: Duration) async -> StatusLinks
}

/// The launch analytics call (seed 000's `AnalyticsRepositoryProtocol`).
public protocol AnalyticsRepositoryProtocol: Sendable {
  /// Whether the server acknowledged the launch object.
  func addObject() async -> Bool
}
