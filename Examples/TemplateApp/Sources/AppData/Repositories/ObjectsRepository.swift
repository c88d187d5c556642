import AppDomain
import Foundation
import KeelNetwork

/// `getObjects` over the API client.
public struct ObjectsRepository: ObjectsRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func fetchObjects(version: String, timeLimit: Duration) async -> ObjectsOutcome {
    switch await client.request(.getObjects(version: version), as: URLDTO.self, timeLimit: timeLimit) {
    case .success(let dto): .ok(url: dto.url)
    case .failure(let error): .failed(error.description)
    }
  }
}
