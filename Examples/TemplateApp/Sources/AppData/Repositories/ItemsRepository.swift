import AppDomain
import Foundation
import KeelNetwork

/// Items list and detail (bearer).
public struct ItemsRepository: ItemsRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func items() async throws(RepositoryError) -> [Item] {
    switch await client.request(.items, as: ItemsDTO.self) {
    case .success(let dto): return try dto.items.map { dto throws(RepositoryError) in try DTOMapper.item(dto) }
    case .failure(let error): throw RepositoryError(error)
    }
  }

  public func item(id: String) async throws(RepositoryError) -> Item {
    switch await client.request(.item(id: id), as: ItemDTO.self) {
    case .success(let dto): return try DTOMapper.item(dto)
    case .failure(let error): throw RepositoryError(error)
    }
  }
}
