import AppDomain
import KeelCore
import Observation

/// Sign-up: email, password and its confirmation under sign-in's rules; one request at a
/// time; a taken email shows the server's message. Success signs in (the gate opens).
@MainActor
@Observable
public final class SignUpViewModel {
  public struct Output {
    public var signedUp: @MainActor (SignedInUser) -> Void

    public init(signedUp: @escaping @MainActor (SignedInUser) -> Void = { _ in }) {
      self.signedUp = signedUp
    }
  }

  @ObservationIgnored public var output = Output()

  public var email = "" {
    didSet { edited.insert(.email) }
  }
  public var password = "" {
    didSet { edited.insert(.password) }
  }
  public var confirmation = "" {
    didSet { edited.insert(.confirmation) }
  }
  /// The same states as signing in (``SignInViewModel/State``); wrong credentials never occur.
  public private(set) var state = SignInViewModel.State.editing

  private enum Field { case email, password, confirmation }
  private var edited: Set<Field> = []
  @ObservationIgnored private let useCase: SignUpUseCase
  @ObservationIgnored private let gate: SignInGate
  @ObservationIgnored private let request = Locked<Task<Void, Never>?>(nil)

  public init(useCase: SignUpUseCase, gate: SignInGate) {
    self.useCase = useCase
    self.gate = gate
  }

  deinit {
    request.withLock { $0?.cancel() }
  }

  public var fieldErrors: SignUpFieldErrors {
    useCase.validate(email: email, password: password, confirmation: confirmation)
  }
  /// Problems of the fields the person has edited.
  public var visibleErrors: SignUpFieldErrors {
    let errors = fieldErrors
    return SignUpFieldErrors(
      email: edited.contains(.email) ? errors.email : nil,
      password: edited.contains(.password) ? errors.password : nil,
      confirmationMismatch: edited.contains(.confirmation) && errors.confirmationMismatch)
  }
  public var isSubmitting: Bool { state == .submitting }
  public var canSubmit: Bool { fieldErrors.isValid && !isSubmitting }
  /// Whether the submit button is drawn enabled: valid fields, or a request in flight. While
  /// sending, the loading DSButton shows its spinner and ignores taps itself; disabling it then
  /// would draw it plain disabled instead (disabled wins over loading).
  public var isSubmitButtonEnabled: Bool { canSubmit || isSubmitting }
  public var canRetry: Bool { state == .unavailable }

  public func submit() {
    guard canSubmit else {
      edited = [.email, .password, .confirmation]
      return
    }
    state = .submitting
    let (email, password, confirmation) = (email, password, confirmation)
    let task = Task { [weak self, useCase] in
      let result: Result<SignedInUser, SignUpError>
      do throws(SignUpError) {
        result = .success(try await useCase.execute(email: email, password: password, confirmation: confirmation))
      } catch {
        result = .failure(error)
      }
      self?.finish(result)
    }
    request.withLock { $0 = task }
  }

  public func onDisappear() {
    request.withLock { $0?.cancel() }
    if state == .submitting { state = .editing }
  }

  private func finish(_ result: Result<SignedInUser, SignUpError>) {
    request.withLock { $0 = nil }
    switch result {
    case .success(let user):
      state = .editing
      gate.markSignedIn(user)
      output.signedUp(user)
    case .failure(.invalid):
      state = .editing
      edited = [.email, .password, .confirmation]
    case .failure(.failed(let error)):
      state = SignInViewModel.State(error, cancelled: Task.isCancelled)
    }
  }
}

extension SignInViewModel.State {
  /// What a failed request shows; a cancelled one (the screen went away) shows nothing.
  init(_ error: SignInError, cancelled: Bool) {
    switch error {
    case .wrongCredentials: self = .wrongCredentials
    case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
    case .rejected(let message): self = .rejected(message)
    case .unavailable: self = cancelled ? .editing : .unavailable
    case .invalid: self = .editing
    }
  }
}
