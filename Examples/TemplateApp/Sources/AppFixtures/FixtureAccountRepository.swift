import AppDomain

/// The mock configuration's account (and the previews'): a deletion succeeds with any password
/// typed (there is no server to check it against), so the whole flow can be tried in a mock
/// build; or it fails with a given error (a preview of the screen's error state).
public struct FixtureAccountRepository: AccountRepositoryProtocol {
  private let failure: RepositoryError?

  public init(failure: RepositoryError? = nil) {
    self.failure = failure
  }

  public func deleteAccount(password: String) async throws(RepositoryError) {
    if let failure { throw failure }
  }

  public func deleteAccount(appleAuthorizationCode: String) async throws(RepositoryError) {
    if let failure { throw failure }
  }
}

/// Nothing kept on the device to erase: the previews' user has only memory.
public struct FixtureLocalAccountData: LocalAccountData {
  public init() {}

  public func erase(userID: String) async {}
}
