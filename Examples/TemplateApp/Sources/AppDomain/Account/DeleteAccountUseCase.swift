/// The account on the server (seed 001's `UserRepository.deleteAccount`): `DELETE /me`,
/// re-authenticated with the password.
public protocol AccountRepositoryProtocol: Sendable {
  /// Deletes the signed-in account and everything the server keeps for it. A wrong password is
  /// ``RepositoryError/unauthorized``.
  func deleteAccount(password: String) async throws(RepositoryError)
  /// Deletes the signed-in Sign in with Apple account, re-authenticated by a fresh authorization
  /// code from Apple, which the server uses to revoke the account's Apple token (Apple's rule
  /// since 2022-06-30: https://developer.apple.com/news/?id=12m75xbj). The server refusing the
  /// code is ``RepositoryError/unauthorized``.
  func deleteAccount(appleAuthorizationCode: String) async throws(RepositoryError)
}

/// What the device keeps of a user, erased after their account is deleted: tokens, favorites,
/// cached lists, toasts. The composition root implements it (it knows every store).
public protocol LocalAccountData: Sendable {
  func erase(userID: String) async
}

/// Why a deletion did not happen.
public enum DeleteAccountError: Error, Sendable, Hashable {
  /// Nobody is signed in with an account (a local user): there is nothing to delete.
  case noAccount
  /// The password field is empty; nothing was sent.
  case passwordMissing
  /// The server refused the password.
  case wrongPassword
  /// Offline, a timeout, a server error: nothing was deleted, try again.
  case unavailable
  /// The server refused for another reason; its message says why.
  case refused(String)
}

/// Deletes the signed-in account (App Store review requires it of every app that creates
/// accounts): checks the input (seed 001), asks the server with the password, and only once
/// the server confirmed, erases what the device kept of the user.
public struct DeleteAccountUseCase: Sendable {
  private let repository: any AccountRepositoryProtocol
  private let userID: String
  private let localData: any LocalAccountData

  /// - Parameter userID: the signed-in user's id; empty for a local user, who has no account.
  public init(repository: any AccountRepositoryProtocol, userID: String, localData: any LocalAccountData) {
    self.repository = repository
    self.userID = userID
    self.localData = localData
  }

  public func execute(password: String) async throws(DeleteAccountError) {
    guard !userID.isEmpty else { throw .noAccount }
    guard !password.isEmpty else { throw .passwordMissing }
    do throws(RepositoryError) {
      try await repository.deleteAccount(password: password)
    } catch {
      throw Self.deleteError(error)
    }
    await localData.erase(userID: userID)
  }

  /// Deletes a Sign in with Apple account with the authorization code Apple gave when the
  /// person re-authenticated. A missing code sends nothing: Apple did not answer, try again.
  public func execute(appleAuthorizationCode code: String) async throws(DeleteAccountError) {
    guard !userID.isEmpty else { throw .noAccount }
    guard !code.isEmpty else { throw .unavailable }
    do throws(RepositoryError) {
      try await repository.deleteAccount(appleAuthorizationCode: code)
    } catch {
      throw Self.deleteError(error)
    }
    await localData.erase(userID: userID)
  }

  static func deleteError(_ error: RepositoryError) -> DeleteAccountError {
    switch error {
    case .unauthorized: .wrongPassword
    case .rejected(let message): .refused(message)
    case .notFound, .unavailable, .rateLimited, .invalidResponse: .unavailable
    }
  }
}
