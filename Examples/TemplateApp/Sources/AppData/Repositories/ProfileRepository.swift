import AppDomain
import Foundation
import KeelNetwork

/// Profile read and update (bearer).
public struct ProfileRepository: ProfileRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func profile() async throws(RepositoryError) -> UserProfile {
    switch await client.request(.profile, as: ProfileDTO.self) {
    case .success(let dto): return try DTOMapper.profile(dto)
    case .failure(let error): throw RepositoryError(error)
    }
  }

  public func updateProfile(displayName: String, bio: String) async throws(RepositoryError) -> UserProfile {
    let endpoint: APIEndpoint
    do {
      endpoint = try .updateProfile(ProfileUpdateDTO(displayName: displayName, bio: bio))
    } catch {
      throw RepositoryError(error)
    }
    switch await client.request(endpoint, as: ProfileDTO.self) {
    case .success(let dto): return try DTOMapper.profile(dto)
    case .failure(let error): throw RepositoryError(error)
    }
  }
}
