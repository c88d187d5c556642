import AppDomain
import KeelCore

/// A ``StatisticsRepositoryProtocol`` that passes every call to `base` and counts the answers
/// that came back, so a test on an injected clock can move the clock only once the statistics
/// answer has reached the caller.
public final class ArrivalRecordingStatistics: StatisticsRepositoryProtocol {
  private let base: any StatisticsRepositoryProtocol
  private let arrivals = Locked(0)

  public init(_ base: any StatisticsRepositoryProtocol) {
    self.base = base
  }

  /// How many calls have returned to their caller.
  public var answered: Int { arrivals.withLock { $0 } }

  public func fetchStatistics(version: String, timeLimit: Duration) async -> StatusLinks {
    let links = await base.fetchStatistics(version: version, timeLimit: timeLimit)
    arrivals.withLock { $0 += 1 }
    return links
  }
}
