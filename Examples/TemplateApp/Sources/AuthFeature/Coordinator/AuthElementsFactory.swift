/// Builds the sign-in flow's view models with their dependencies (the provider chosen by the
/// build configuration, the gate, the flags). The composition root implements it.
@MainActor
public protocol AuthElementsFactory {
  func makeSignInViewModel() -> SignInViewModel
  func makeSignUpViewModel() -> SignUpViewModel
  func makeForgotPasswordViewModel() -> ForgotPasswordViewModel
}
