import AppDomain
import KeelCore
import Observation

/// Forgot password: one email field; after sending it says a mail is on its way whatever the
/// address (accounts cannot be probed), and Done returns to sign-in.
@MainActor
@Observable
public final class ForgotPasswordViewModel {
  public struct Output {
    public var finished: @MainActor () -> Void

    public init(finished: @escaping @MainActor () -> Void = {}) {
      self.finished = finished
    }
  }

  public enum State: Sendable, Equatable {
    case editing
    case submitting
    /// The request was accepted: "if an account exists, a mail is on its way".
    case sent
    case unavailable
    case rateLimited(retryAfter: Duration?)
    case rejected(String)
  }

  @ObservationIgnored public var output = Output()
  public var email = "" {
    didSet { emailEdited = true }
  }
  public private(set) var state = State.editing

  private var emailEdited = false
  @ObservationIgnored private let useCase: PasswordResetUseCase
  @ObservationIgnored private let request = Locked<Task<Void, Never>?>(nil)

  public init(useCase: PasswordResetUseCase) {
    self.useCase = useCase
  }

  deinit {
    request.withLock { $0?.cancel() }
  }

  public var visibleError: EmailProblem? { emailEdited ? useCase.validate(email: email) : nil }
  public var isSubmitting: Bool { state == .submitting }
  public var canSubmit: Bool { useCase.validate(email: email) == nil && !isSubmitting && state != .sent }
  /// Whether the submit button is drawn enabled: valid fields, or a request in flight. While
  /// sending, the loading DSButton shows its spinner and ignores taps itself; disabling it then
  /// would draw it plain disabled instead (disabled wins over loading).
  public var isSubmitButtonEnabled: Bool { canSubmit || isSubmitting }
  public var canRetry: Bool { state == .unavailable }

  public func submit() {
    guard canSubmit else {
      emailEdited = true
      return
    }
    state = .submitting
    let email = email
    let task = Task { [weak self, useCase] in
      let failure: SignInError?
      do throws(SignInError) {
        try await useCase.execute(email: email)
        failure = nil
      } catch {
        failure = error
      }
      self?.finish(failure)
    }
    request.withLock { $0 = task }
  }

  public func done() { output.finished() }

  public func onDisappear() {
    request.withLock { $0?.cancel() }
    if state == .submitting { state = .editing }
  }

  private func finish(_ failure: SignInError?) {
    request.withLock { $0 = nil }
    guard let failure else {
      state = .sent
      return
    }
    switch SignInViewModel.State(failure, cancelled: Task.isCancelled) {
    case .rateLimited(let retryAfter): state = .rateLimited(retryAfter: retryAfter)
    case .rejected(let message): state = .rejected(message)
    case .unavailable: state = .unavailable
    case .editing, .submitting, .wrongCredentials: state = .editing
    }
  }
}
