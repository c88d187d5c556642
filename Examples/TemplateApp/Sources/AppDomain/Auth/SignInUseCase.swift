/// Why a sign-in did not succeed, in the terms the screen shows (seed 001).
public enum SignInError: Error, Sendable, Hashable {
  /// The form breaks a rule; nothing was sent.
  case invalid(SignInFieldErrors)
  /// 401: wrong email or password (shown inline).
  case wrongCredentials
  /// 429: try again after `retryAfter`, when the server said.
  case rateLimited(retryAfter: Duration?)
  /// No connection, a timeout, a dropped connection or a server error: offer a retry.
  case unavailable
  /// The server refused the input for another reason; its message says why.
  case rejected(String)
}

/// Validates the form (seed 001: validate before delegating) and signs in through a provider.
public struct SignInUseCase: Sendable {
  private let provider: any SignInProvider

  public init(provider: any SignInProvider) {
    self.provider = provider
  }

  public func validate(email: String, password: String) -> SignInFieldErrors {
    SignInValidation.errors(email: email, password: password)
  }

  public func execute(email: String, password: String) async throws(SignInError) -> SignedInUser {
    let errors = validate(email: email, password: password)
    guard errors.isValid else { throw .invalid(errors) }
    do {
      return try await provider.signIn(
        with: .emailPassword(email: SignInValidation.normalizedEmail(email), password: password))
    } catch {
      throw Self.signInError(error)
    }
  }

  /// What a repository's failure means to a person signing in (shared by every sign-in path).
  public static func signInError(_ error: RepositoryError) -> SignInError {
    switch error {
    case .unauthorized: .wrongCredentials
    case .rateLimited(let retryAfter): .rateLimited(retryAfter: retryAfter)
    case .rejected(let message): .rejected(message)
    case .unavailable, .invalidResponse, .notFound: .unavailable
    }
  }
}
