import AppDomain
import AuthFeature

extension AppServices: AuthElementsFactory {
  /// Email and password, and Sign in with Apple, each through the configuration's provider
  /// (the mock's in the mock build). "Continue without an account" is offered when the paywall
  /// or main tabs can follow it, which they always can: sign-in is a gate, not a wall.
  public func makeSignInViewModel() -> SignInViewModel {
    let gate = session.signInGate
    return SignInViewModel(
      useCase: SignInUseCase(provider: login(.signInProvider)), gate: gate,
      allowsContinueWithoutAccount: true,
      appleSignIn: AppleSignInViewModel(provider: login(.appleSignInProvider), gate: gate), analytics: analytics)
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
