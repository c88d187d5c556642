/// What a person signs in with. Sign in with Apple's identity token arrives from an Apple-only
/// file; everything after it is platform-neutral.
public enum SignInCredential: Sendable, Hashable, CustomStringConvertible {
  case emailPassword(email: String, password: String)
  /// Sign in with Apple's answer: the identity token and the raw nonce its `nonce` claim hashes,
  /// with the credential's `user` (Apple's stable id of the person, kept on the device for the
  /// credential checks) and the one-time authorization code (the server redeems it for the
  /// refresh token it revokes when the account is deleted), when Apple gave them.
  case apple(identityToken: String, rawNonce: String, user: String? = nil, authorizationCode: String? = nil)

  public var description: String {
    switch self {
    case .emailPassword(let email, _): "emailPassword(\(email), password: <redacted>)"
    case .apple: "apple(identityToken: <redacted>)"
    }
  }
}

/// The person a session belongs to: the server's account id, which everything kept on the
/// device for them is filed under, and the e-mail they signed in with (normalised; empty when
/// Sign in with Apple gave none), for display.
public struct SignedInUser: Sendable, Hashable, Codable {
  /// The server's id of the account: stable whatever case or spacing the e-mail was typed in,
  /// and present for an Apple account without an e-mail.
  public var id: String
  public var email: String
  /// Apple's id of the person (the credential's `user`) when they signed in with Apple: the app
  /// asks Apple whether that credential still holds. Nil for any other sign-in.
  public var appleUserID: String?

  public init(id: String, email: String, appleUserID: String? = nil) {
    self.id = id
    self.email = email
    self.appleUserID = appleUserID
  }
}

/// One way of signing in (DESIGN: signing in): email and password over the API, a mock for the
/// mock build configuration, Sign in with Apple. A provider starts the session it signs into.
public protocol SignInProvider: Sendable {
  func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser
}
