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

  init(provider: any SignInProvider, gate: SignInGate, tracker: LeakTracker, allowsContinueWithoutAccount: Bool = true)
  {
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
}

extension AuthScreen {
  var viewModel: SignInViewModel {
    switch self {
    case .signIn(let viewModel): viewModel
    }
  }
}

extension SignInViewModel {
  /// Fills the form with a valid email and password.
  func fill(email: String = "ada@example.org", password: String? = nil) {
    self.email = email
    self.password = password ?? TestSecret.make()
  }
}
