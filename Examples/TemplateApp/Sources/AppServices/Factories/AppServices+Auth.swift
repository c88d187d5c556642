import AppDomain
import AuthFeature

extension AppServices: AuthElementsFactory {
  /// Email and password through the configuration's provider (the mock's in the mock build).
  /// "Continue without an account" is offered when the paywall or main tabs can follow it,
  /// which they always can: sign-in is a gate, not a wall.
  public func makeSignInViewModel() -> SignInViewModel {
    SignInViewModel(
      useCase: SignInUseCase(provider: login(.signInProvider)), gate: session.signInGate,
      allowsContinueWithoutAccount: true, analytics: analytics)
  }

  public func makeSignUpViewModel() -> SignUpViewModel {
    SignUpViewModel(
      useCase: SignUpUseCase(repository: login(.sessionRepository), session: login(.session)),
      gate: session.signInGate)
  }

  public func makeForgotPasswordViewModel() -> ForgotPasswordViewModel {
    ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: login(.sessionRepository)))
  }
}
