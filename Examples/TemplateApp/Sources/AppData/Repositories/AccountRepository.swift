import AppDomain
import Foundation
import KeelNetwork

/// The signed-in account (bearer): `DELETE /me` with the password, or a Sign in with Apple
/// account's fresh authorization code.
public struct AccountRepository: AccountRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func deleteAccount(password: String) async throws(RepositoryError) {
    try await delete(DeleteAccountDTO(password: password))
  }

  public func deleteAccount(appleAuthorizationCode: String) async throws(RepositoryError) {
    try await delete(DeleteAccountDTO(appleAuthorizationCode: appleAuthorizationCode))
  }

  private func delete(_ body: DeleteAccountDTO) async throws(RepositoryError) {
    do {
      _ = try await client.response(for: try .deleteAccount(body), timeLimit: nil).get()
    } catch {
      throw RepositoryError(error)
    }
  }
}
