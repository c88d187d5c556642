import AppDomain
import Foundation
import KeelNetwork

/// `getStatistics` over the API client.
public struct StatisticsRepository: StatisticsRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func fetchStatistics(version: String, timeLimit: Duration) async -> URL? {
    guard
      case .success(let dto) = await client.request(
        .getStatistics(version: version), as: URLDTO.self, timeLimit: timeLimit)
    else { return nil }
    return WebViewURL.statistics(dto.url)
  }
}
