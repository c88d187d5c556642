import AppDomain
import Foundation
import KeelNetwork

/// Items list, detail, create, update and delete (bearer; the signed-in user's items).
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

  public func createItem(_ input: ItemInput) async throws(RepositoryError) -> Item {
    try await send(try endpoint { () throws(APIError) in try .createItem(DTOMapper.itemInput(input)) })
  }

  public func updateItem(id: String, with input: ItemInput) async throws(RepositoryError) -> Item {
    try await send(try endpoint { () throws(APIError) in try .updateItem(id: id, DTOMapper.itemInput(input)) })
  }

  public func deleteItem(id: String) async throws(RepositoryError) {
    if case .failure(let error) = await client.response(for: .deleteItem(id: id)) { throw RepositoryError(error) }
  }

  private func endpoint(_ make: () throws(APIError) -> APIEndpoint) throws(RepositoryError) -> APIEndpoint {
    do throws(APIError) {
      return try make()
    } catch {
      throw RepositoryError(error)
    }
  }

  private func send(_ endpoint: APIEndpoint) async throws(RepositoryError) -> Item {
    switch await client.request(endpoint, as: ItemDTO.self) {
    case .success(let dto): return try DTOMapper.item(dto)
    case .failure(let error): throw RepositoryError(error)
    }
  }
}
