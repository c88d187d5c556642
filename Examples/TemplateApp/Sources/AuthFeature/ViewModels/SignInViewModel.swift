import AppDomain
import KeelCore
import Observation

/// The email and password sign-in form (seed 001's rules).
///
/// Field problems show once a field has been edited (not while the form is still empty); the
/// button is enabled only for a valid form with no request in flight, and ``submit()`` marks
/// the request in flight before it suspends, so a double tap sends one request.
@MainActor
@Observable
public final class SignInViewModel {
  public struct Output {
    public var signedIn: @MainActor (SignedInUser) -> Void
    public var continuedWithoutAccount: @MainActor () -> Void
    public var showSignUp: @MainActor () -> Void
    public var showForgotPassword: @MainActor () -> Void

    public init(
      signedIn: @escaping @MainActor (SignedInUser) -> Void = { _ in },
      continuedWithoutAccount: @escaping @MainActor () -> Void = {},
      showSignUp: @escaping @MainActor () -> Void = {},
      showForgotPassword: @escaping @MainActor () -> Void = {}
    ) {
      self.signedIn = signedIn
      self.continuedWithoutAccount = continuedWithoutAccount
      self.showSignUp = showSignUp
      self.showForgotPassword = showForgotPassword
    }
  }

  /// What the form shows besides its fields.
  public enum State: Sendable, Equatable {
    case editing
    case submitting
    /// 401: an inline message under the form; editing a field clears it.
    case wrongCredentials
    /// No network, a timeout, a dropped connection or a server error: a retry button.
    case unavailable
    /// 429: try again after `retryAfter` (or "later" when the server did not say).
    case rateLimited(retryAfter: Duration?)
    /// The server refused the input; its message.
    case rejected(String)
  }

  @ObservationIgnored public var output = Output()

  public var email = "" {
    didSet { editedFields(email: true) }
  }
  public var password = "" {
    didSet { editedFields(password: true) }
  }
  public private(set) var state = State.editing
  /// Whether "Continue without an account" is offered (a feature flag).
  public let allowsContinueWithoutAccount: Bool
  /// Sign in with Apple, when the app offers it (the composition root always does; the mock
  /// configuration signs in with the mock's provider).
  public let appleSignIn: AppleSignInViewModel?

  @ObservationIgnored private let useCase: SignInUseCase
  @ObservationIgnored private let gate: SignInGate
  @ObservationIgnored private let analytics: any AnalyticsManaging
  private var emailEdited = false
  private var passwordEdited = false
  // Cancelled on disappear and in deinit (seed 000's lifecycle); Locked so deinit can reach it.
  @ObservationIgnored private let request = Locked<Task<Void, Never>?>(nil)

  public init(
    useCase: SignInUseCase, gate: SignInGate, allowsContinueWithoutAccount: Bool,
    appleSignIn: AppleSignInViewModel? = nil, analytics: any AnalyticsManaging = NoAnalytics()
  ) {
    self.analytics = analytics
    self.useCase = useCase
    self.gate = gate
    self.allowsContinueWithoutAccount = allowsContinueWithoutAccount
    self.appleSignIn = appleSignIn
  }

  deinit {
    request.withLock { $0?.cancel() }
  }

  /// All of the form's problems, shown or not.
  public var fieldErrors: SignInFieldErrors { useCase.validate(email: email, password: password) }
  /// The problems to show: only for fields the person has edited.
  public var visibleErrors: SignInFieldErrors {
    let errors = fieldErrors
    return SignInFieldErrors(
      email: emailEdited ? errors.email : nil, password: passwordEdited ? errors.password : nil)
  }
  public var isSubmitting: Bool { state == .submitting }
  public var canSubmit: Bool { fieldErrors.isValid && !isSubmitting }
  /// Whether the submit button is drawn enabled: valid fields, or a request in flight. While
  /// sending, the loading DSButton shows its spinner and ignores taps itself; disabling it then
  /// would draw it plain disabled instead (disabled wins over loading).
  public var isSubmitButtonEnabled: Bool { canSubmit || isSubmitting }
  /// Retry is offered after a failure worth retrying.
  public var canRetry: Bool { state == .unavailable }

  public func submit() {
    guard canSubmit else {
      // A tap on a disabled button (or Return on the keyboard) shows every problem.
      emailEdited = true
      passwordEdited = true
      return
    }
    state = .submitting
    let email = email
    let password = password
    let task = Task { [weak self, useCase] in
      let result: Result<SignedInUser, SignInError>
      do throws(SignInError) {
        result = .success(try await useCase.execute(email: email, password: password))
      } catch {
        result = .failure(error)
      }
      self?.finish(result)
    }
    request.withLock { $0 = task }
  }

  public func retry() { submit() }

  public func signUp() { output.showSignUp() }

  public func forgotPassword() { output.showForgotPassword() }

  public func continueWithoutAccount() {
    guard allowsContinueWithoutAccount else { return }
    gate.continueWithoutAccount()
    output.continuedWithoutAccount()
  }

  /// The screen went away: a request in flight is abandoned and the form can be sent again.
  public func onDisappear() {
    request.withLock { $0?.cancel() }
    if state == .submitting { state = .editing }
    appleSignIn?.onDisappear()
  }

  private func finish(_ result: Result<SignedInUser, SignInError>) {
    request.withLock { $0 = nil }
    switch result {
    case .success(let user):
      state = .editing
      password = ""
      passwordEdited = false
      gate.markSignedIn(user)
      output.signedIn(user)
      // After the output: the person's own scope (and analytics) is open by now.
      analytics.track(.signInSucceeded(method: "email"))
    case .failure(.invalid):
      // The form changed rules between the check and the send; show the fields' problems.
      state = .editing
      emailEdited = true
      passwordEdited = true
    case .failure(let error):
      state = State(error, cancelled: Task.isCancelled)
    }
  }

  private func editedFields(email: Bool = false, password: Bool = false) {
    if email { emailEdited = true }
    if password { passwordEdited = true }
    // A message about the last attempt goes once the person changes what they sent.
    switch state {
    case .wrongCredentials, .rejected: state = .editing
    default: break
    }
  }
}
