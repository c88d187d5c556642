import AppDomain
import AppTestSupport
import AuthFeature
import KeelCore
import KeelStorage

/// The sign-in factory tests use: one provider and gate, each view model tracked for leaks.
@MainActor
final class AuthTestFactory: AuthElementsFactory {
  let provider: any SignInProvider
  let gate: SignInGate
  let tracker: LeakTracker
  let allowsContinueWithoutAccount: Bool
  let repository: any SessionRepositoryProtocol
  let session: any SessionManaging

  init(
    provider: any SignInProvider, gate: SignInGate, tracker: LeakTracker, allowsContinueWithoutAccount: Bool = true,
    repository: any SessionRepositoryProtocol = FakeSessionRepository(),
    session: any SessionManaging = RecordingSessionManager()
  ) {
    self.repository = repository
    self.session = session
    self.provider = provider
    self.gate = gate
    self.tracker = tracker
    self.allowsContinueWithoutAccount = allowsContinueWithoutAccount
  }

  func makeSignInViewModel() -> SignInViewModel {
    let viewModel = SignInViewModel(
      useCase: SignInUseCase(provider: provider), gate: gate,
      allowsContinueWithoutAccount: allowsContinueWithoutAccount)
    tracker.track(viewModel)
    return viewModel
  }

  func makeSignUpViewModel() -> SignUpViewModel {
    let viewModel = SignUpViewModel(useCase: SignUpUseCase(repository: repository, session: session), gate: gate)
    tracker.track(viewModel)
    return viewModel
  }

  func makeForgotPasswordViewModel() -> ForgotPasswordViewModel {
    let viewModel = ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: repository))
    tracker.track(viewModel)
    return viewModel
  }
}

extension AuthScreen {
  var viewModel: SignInViewModel {
    guard case .signIn(let viewModel) = self else { preconditionFailure("expected sign-in, got \(route)") }
    return viewModel
  }
}

extension SignInViewModel {
  /// Fills the form with a valid email and password.
  func fill(email: String = "ada@example.org", password: String? = nil) {
    self.email = email
    self.password = password ?? TestSecret.make()
  }
}
