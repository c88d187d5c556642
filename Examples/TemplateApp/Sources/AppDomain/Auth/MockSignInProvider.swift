/// The mock build configuration's provider: any credential signs in as one fixed user, with no
/// network and no stored tokens, so every screen behind sign-in can be shown offline.
public struct MockSignInProvider: SignInProvider {
  public static let user = SignedInUser(id: "mock-user", email: "mock.user@example.org")

  public init() {}

  public func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser {
    Self.user
  }
}
