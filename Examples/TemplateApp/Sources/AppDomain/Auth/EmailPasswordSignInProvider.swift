import Foundation

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

/// Sign in with Apple's server side: the Apple-only file gets the identity token from
/// AuthenticationServices; this sends it with the raw nonce and starts the session.
public struct AppleSignInProvider: SignInProvider {
  private let repository: any SessionRepositoryProtocol
  private let session: any SessionManaging

  public init(repository: any SessionRepositoryProtocol, session: any SessionManaging) {
    self.repository = repository
    self.session = session
  }

  public func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser {
    guard case .apple(let identityToken, let rawNonce) = credential else {
      throw .rejected("the Sign in with Apple provider cannot sign in with \(credential)")
    }
    let tokens = try await repository.signInWithApple(identityToken: identityToken, rawNonce: rawNonce)
    await session.start(tokens)
    return SignedInUser(email: Self.email(in: identityToken) ?? "")
  }

  /// The token's `email` claim, for display only (the server is the one that trusts it). Apple
  /// may leave it out or give a relay address; then the profile is where the name comes from.
  static func email(in identityToken: String) -> String? {
    let parts = identityToken.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    guard let payload = Base64URL.decode(parts[1]) else { return nil }
    return try? JSONDecoder().decode(EmailClaim.self, from: payload).email
  }

  private struct EmailClaim: Decodable {
    let email: String?
  }
}
