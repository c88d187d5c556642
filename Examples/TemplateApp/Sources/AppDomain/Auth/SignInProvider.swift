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

/// The person a session belongs to, as far as sign-in knows.
public struct SignedInUser: Sendable, Hashable, Codable {
  public var email: String

  public init(email: String) {
    self.email = email
  }
}

/// One way of signing in (DESIGN: signing in): email and password over the API, a mock for the
/// mock build configuration, Sign in with Apple. A provider starts the session it signs into.
public protocol SignInProvider: Sendable {
  func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser
}
