/// Email and password against the API's login endpoint; the tokens start the session (and
/// so reach the secure store).
public struct EmailPasswordSignInProvider: SignInProvider {
  private let repository: any SessionRepositoryProtocol
  private let session: any SessionManaging

  public init(repository: any SessionRepositoryProtocol, session: any SessionManaging) {
    self.repository = repository
    self.session = session
  }

  public func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser {
    guard case .emailPassword(let email, let password) = credential else {
      throw .rejected("the email and password provider cannot sign in with \(credential)")
    }
    let tokens = try await repository.signIn(email: email, password: password)
    await session.start(tokens)
    return SignedInUser(email: email)
  }
}
