import Foundation
import KeelCore

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
    guard case .emailPassword(let typed, let password) = credential else {
      throw .rejected("the email and password provider cannot sign in with \(credential)")
    }
    let email = SignInValidation.normalizedEmail(typed)
    let grant = try await repository.signIn(email: email, password: password)
    await session.start(grant.tokens)
    return SignedInUser(id: SignedInUser.accountID(grant, orEmail: email), email: email)
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
    guard case .apple(let identityToken, let rawNonce, let appleUser, let authorizationCode) = credential else {
      throw .rejected("the Sign in with Apple provider cannot sign in with \(credential)")
    }
    let grant = try await repository.signInWithApple(
      identityToken: identityToken, rawNonce: rawNonce, authorizationCode: authorizationCode)
    await session.start(grant.tokens)
    let email = Self.email(in: identityToken).map(SignInValidation.normalizedEmail) ?? ""
    // Without the server's id, Apple's stable user id (`sub`) keeps the account apart from
    // every other, e-mail or not.
    let subject = Self.subject(in: identityToken)
    let id = grant.accountID ?? subject.map { "apple:\($0)" } ?? email
    // The credential's `user` is the token's `sub` (Apple: "the same as the user identifier");
    // either names the person in the credential checks.
    return SignedInUser(id: id, email: email, appleUserID: appleUser ?? subject)
  }

  /// The token's `sub` claim: Apple's stable id of the user for this team.
  static func subject(in identityToken: String) -> String? {
    claims(in: identityToken)?.sub
  }

  /// The token's `email` claim, for display only (the server is the one that trusts it). Apple
  /// may leave it out or give a relay address; then the profile is where the name comes from.
  static func email(in identityToken: String) -> String? {
    claims(in: identityToken)?.email
  }

  private static func claims(in identityToken: String) -> Claims? {
    let parts = identityToken.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    guard let payload = Base64URL.decode(parts[1]) else { return nil }
    return try? JSONDecoder().decode(Claims.self, from: payload)
  }

  private struct Claims: Decodable {
    let sub: String?
    let email: String?
  }
}

extension SignedInUser {
  /// The server's account id from the sign-in's answer; a server that names none files the
  /// user under the normalised e-mail, with a warning.
  static func accountID(_ grant: SessionGrant, orEmail email: String) -> String {
    if let id = grant.accountID, !id.isEmpty { return id }
    KeelLogging.logger("auth").warning("the sign-in's answer names no account id; the user is filed under the e-mail")
    return email
  }
}
