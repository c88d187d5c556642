/// The sign-up form's problems, per field (seed 001's sign-in rules plus a matching confirmation).
public struct SignUpFieldErrors: Sendable, Hashable {
  public var email: EmailProblem?
  public var password: PasswordProblem?
  /// The confirmation differs from the password.
  public var confirmationMismatch: Bool

  public init(email: EmailProblem? = nil, password: PasswordProblem? = nil, confirmationMismatch: Bool = false) {
    self.email = email
    self.password = password
    self.confirmationMismatch = confirmationMismatch
  }

  public var isValid: Bool { email == nil && password == nil && !confirmationMismatch }
}

/// Creates an account (email, password, confirmation; sign-in's rules) and starts its session.
/// Failures are sign-in's (``SignInError``): a taken email is the server's `rejected` message.
public struct SignUpUseCase: Sendable {
  private let repository: any SessionRepositoryProtocol
  private let session: any SessionManaging

  public init(repository: any SessionRepositoryProtocol, session: any SessionManaging) {
    self.repository = repository
    self.session = session
  }

  public func validate(email: String, password: String, confirmation: String) -> SignUpFieldErrors {
    SignUpFieldErrors(
      email: SignInValidation.emailProblem(email), password: SignInValidation.passwordProblem(password),
      confirmationMismatch: password != confirmation)
  }

  /// - Throws: ``SignUpError``.
  public func execute(email: String, password: String, confirmation: String) async throws(SignUpError) -> SignedInUser {
    let errors = validate(email: email, password: password, confirmation: confirmation)
    guard errors.isValid else { throw .invalid(errors) }
    let email = SignInValidation.normalizedEmail(email)
    do {
      let grant = try await repository.register(email: email, password: password)
      await session.start(grant.tokens)
      return SignedInUser(id: SignedInUser.accountID(grant, orEmail: email), email: email)
    } catch {
      throw .failed(SignInUseCase.signInError(error))
    }
  }
}

public enum SignUpError: Error, Sendable, Hashable {
  case invalid(SignUpFieldErrors)
  /// What the request's failure means to a person (the same cases as signing in).
  case failed(SignInError)
}

/// Forgot password: checks the email, asks for a reset, and reports success for any address
/// the server accepted, so the screen says the same whether or not an account exists.
public struct PasswordResetUseCase: Sendable {
  private let repository: any SessionRepositoryProtocol

  public init(repository: any SessionRepositoryProtocol) {
    self.repository = repository
  }

  public func validate(email: String) -> EmailProblem? { SignInValidation.emailProblem(email) }

  public func execute(email: String) async throws(SignInError) {
    if let problem = validate(email: email) { throw .invalid(SignInFieldErrors(email: problem)) }
    do {
      try await repository.requestPasswordReset(email: SignInValidation.normalizedEmail(email))
    } catch {
      throw SignInUseCase.signInError(error)
    }
  }
}
