/// What a person signs in with. Sign in with Apple's identity token arrives from an Apple-only
/// file; everything after it is platform-neutral.
public enum SignInCredential: Sendable, Hashable, CustomStringConvertible {
  case emailPassword(email: String, password: String)
  case apple(identityToken: String, rawNonce: String)

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

  public init(id: String, email: String) {
    self.id = id
    self.email = email
  }
}

/// One way of signing in (DESIGN: signing in): email and password over the API, a mock for the
/// mock build configuration, Sign in with Apple. A provider starts the session it signs into.
public protocol SignInProvider: Sendable {
  func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser
}
