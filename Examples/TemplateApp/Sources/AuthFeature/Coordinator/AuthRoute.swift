import KeelNavigation

/// What deep links, restoration and tests name in the sign-in flow.
public enum AuthRoute: String, Hashable, Codable, Sendable {
  case signIn
  case signUp
  case forgotPassword
}

/// A route made into a screen by ``AuthCoordinator``; carries the view model, never persisted.
public enum AuthScreen: ScreenIdentifiable {
  case signIn(SignInViewModel)
  case signUp(SignUpViewModel)
  case forgotPassword(ForgotPasswordViewModel)

  public var screenID: ObjectIdentifier {
    switch self {
    case .signIn(let viewModel): ObjectIdentifier(viewModel)
    case .signUp(let viewModel): ObjectIdentifier(viewModel)
    case .forgotPassword(let viewModel): ObjectIdentifier(viewModel)
    }
  }

  public var route: AuthRoute {
    switch self {
    case .signIn: .signIn
    case .signUp: .signUp
    case .forgotPassword: .forgotPassword
    }
  }
}
