import AppDomain
import Foundation
import KeelNetwork

/// `GET /config` over the API client (HTTP Basic, as the status endpoints: it is asked before
/// anyone signs in).
public struct RemoteConfigRepository: RemoteConfigRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func fetchConfig(timeLimit: Duration) async throws(RepositoryError) -> RemoteConfig {
    switch await client.request(.remoteConfig, as: RemoteConfigDTO.self, timeLimit: timeLimit) {
    case .success(let dto): RemoteConfig(flags: dto.flags)
    case .failure(let error): throw RepositoryError(error)
    }
  }
}
