import AppDomain

/// A sign-in provider for previews: any credential signs in as ``AppFixtures/signedInUser``, or
/// every attempt fails with a given error (a preview of the form's error state). Nothing is sent
/// and no session is started.
public struct FixtureSignInProvider: SignInProvider {
  private let failure: RepositoryError?

  public init(failure: RepositoryError? = nil) {
    self.failure = failure
  }

  public func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser {
    if let failure { throw failure }
    return AppFixtures.signedInUser
  }
}
