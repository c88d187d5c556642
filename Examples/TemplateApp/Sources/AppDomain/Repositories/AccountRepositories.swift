/// What a sign-in is answered with: the session's tokens, and the server's id of the account
/// they were issued for (nil from a server that does not say).
public struct SessionGrant: Sendable, Hashable {
  public var tokens: SessionTokens
  public var accountID: String?

  public init(tokens: SessionTokens, accountID: String?) {
    self.tokens = tokens
    self.accountID = accountID
  }
}

/// Signing in and renewing a session (DESIGN: signing in).
public protocol SessionRepositoryProtocol: Sendable {
  func signIn(email: String, password: String) async throws(RepositoryError) -> SessionGrant
  func refresh(refreshToken: String) async throws(RepositoryError) -> SessionTokens
  /// Creates the account and signs it in; a taken email is ``RepositoryError/rejected(_:)``.
  func register(email: String, password: String) async throws(RepositoryError) -> SessionGrant
  /// Exchanges Sign in with Apple's identity token (and the raw nonce hashed into it) for a
  /// session. The one-time authorization code, when Apple gave one, goes with it: the server
  /// redeems it for the Apple refresh token it revokes when the account is deleted.
  func signInWithApple(
    identityToken: String, rawNonce: String, authorizationCode: String?
  ) async throws(RepositoryError) -> SessionGrant
  /// Asks for a reset mail. The server answers the same for any email.
  func requestPasswordReset(email: String) async throws(RepositoryError)
}

extension SessionRepositoryProtocol {
  /// Sign in with Apple without an authorization code.
  public func signInWithApple(identityToken: String, rawNonce: String) async throws(RepositoryError) -> SessionGrant {
    try await signInWithApple(identityToken: identityToken, rawNonce: rawNonce, authorizationCode: nil)
  }
}

/// The Items feature's data.
public protocol ItemsRepositoryProtocol: Sendable {
  func items() async throws(RepositoryError) -> [Item]
  func item(id: String) async throws(RepositoryError) -> Item
  /// Stores a new item and returns it with the id the server gave it.
  func createItem(_ input: ItemInput) async throws(RepositoryError) -> Item
  func updateItem(id: String, with input: ItemInput) async throws(RepositoryError) -> Item
  func deleteItem(id: String) async throws(RepositoryError)
}

/// The signed-in user's profile.
public protocol ProfileRepositoryProtocol: Sendable {
  func profile() async throws(RepositoryError) -> UserProfile
  func updateProfile(displayName: String, bio: String) async throws(RepositoryError) -> UserProfile
}
