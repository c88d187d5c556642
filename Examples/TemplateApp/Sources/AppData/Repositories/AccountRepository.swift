import AppDomain
import Foundation
import KeelNetwork

/// The signed-in account (bearer): `DELETE /me` with the password.
public struct AccountRepository: AccountRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func deleteAccount(password: String) async throws(RepositoryError) {
    do {
      _ = try await client.response(for: try .deleteAccount(DeleteAccountDTO(password: password)), timeLimit: nil)
        .get()
    } catch {
      throw RepositoryError(error)
    }
  }
}
