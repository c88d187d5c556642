#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import KeelNavigation
  import KeelStorage
  import SwiftUI

  /// The email and password form: layout and binding only; the rules, the single request and
  /// the messages' choice live in ``SignInViewModel``.
  public struct SignInView: View {
    @Bindable private var viewModel: SignInViewModel

    public init(viewModel: SignInViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(alignment: .leading, spacing: DSSpacing.md.points) {
        Text(L10n.auth.signIn.title).typography(.largeTitle.bold)
        TextField(L10n.auth.email, text: $viewModel.email).emailField()
        if let problem = viewModel.visibleErrors.email { Self.message(for: problem) }
        SecureField(L10n.auth.password, text: $viewModel.password).passwordField()
        if let problem = viewModel.visibleErrors.password { Self.message(for: problem) }
        if let message = Self.message(for: viewModel.state) { message }
        if viewModel.canRetry {
          DSButton(L10n.common.retry, variant: .secondary) { viewModel.retry() }
        } else {
          DSButton(L10n.auth.signIn.button, isLoading: viewModel.isSubmitting) { viewModel.submit() }
            .disabled(!viewModel.isSubmitButtonEnabled)
        }
        if let apple = viewModel.appleSignIn { AppleSignInButtonView(viewModel: apple) }
        DSButton(L10n.auth.forgot.link, variant: .tertiary, size: .small) { viewModel.forgotPassword() }
        DSButton(L10n.auth.signUp.link, variant: .secondary) { viewModel.signUp() }
        if viewModel.allowsContinueWithoutAccount {
          DSButton(L10n.auth.guest, variant: .tertiary) { viewModel.continueWithoutAccount() }
        }
      }
      .padding(DSSpacing.lg.points)
      .onDisappear { viewModel.onDisappear() }
    }

    static func message(for problem: EmailProblem) -> Text {
      switch problem {
      case .empty: Text(L10n.auth.error.noEmail)
      case .invalid: Text(L10n.auth.error.badEmail)
      }
    }

    static func message(for problem: PasswordProblem) -> Text {
      switch problem {
      case .empty: Text(L10n.auth.error.noPassword)
      case .tooShort(let minimum): Text(verbatim: L10n.auth.error.shortPassword(minimum))
      }
    }

    static func message(for state: SignInViewModel.State) -> Text? {
      switch state {
      case .editing, .submitting: nil
      case .wrongCredentials: Text(L10n.auth.error.refused)
      case .unavailable: Text(L10n.auth.error.unavailable)
      case .rateLimited(let retryAfter?):
        Text(verbatim: L10n.auth.error.rateLimited(Int(retryAfter.components.seconds)))
      case .rateLimited(nil): Text(L10n.auth.error.later)
      case .rejected(let message): Text(verbatim: message)
      }
    }
  }

  /// The sign-in flow's root: sign-in in a navigation stack, sign-up and forgot password pushed
  /// over it. The root screen is built once, here, so the body only reads.
  public struct AuthCoordinatorView: View {
    // The navigator, not the coordinator: a view holding its coordinator strongly would be a
    // back reference the coordinator's owner does not expect (keel lint: weak-coordinator).
    @Bindable private var navigator: Navigator<AuthScreen>
    private let root: AuthScreen

    public init(coordinator: AuthCoordinator) {
      navigator = coordinator.navigator
      root = coordinator.start()
    }

    public var body: some View {
      NavigationStack(path: $navigator.path) {
        Self.view(for: root).navigationDestination(for: AuthScreen.self) { screen in Self.view(for: screen) }
      }
    }

    @ViewBuilder
    private static func view(for screen: AuthScreen) -> some View {
      switch screen {
      case .signIn(let viewModel): SignInView(viewModel: viewModel)
      case .signUp(let viewModel): SignUpView(viewModel: viewModel)
      case .forgotPassword(let viewModel): ForgotPasswordView(viewModel: viewModel)
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Seed 001's preview use cases: the form over the fixtures' sign-in (``AppFixtures``), with
    /// nothing stored (memory, not the device).
    @MainActor
    enum SignInPreviews {
      static func signInViewModel(
        failure: RepositoryError? = nil, allowsContinueWithoutAccount: Bool = true
      ) -> SignInViewModel {
        SignInViewModel(
          useCase: SignInUseCase(provider: FixtureSignInProvider(failure: failure)), gate: gate(),
          allowsContinueWithoutAccount: allowsContinueWithoutAccount)
      }

      /// The form after a sign-in the server refused: the fixture's email and a password typed.
      static func refusedSignInViewModel() -> SignInViewModel {
        let viewModel = signInViewModel(failure: .unauthorized)
        viewModel.email = AppFixtures.signedInUser.email
        viewModel.password = AppFixtures.typedPassword
        viewModel.submit()
        return viewModel
      }

      static func gate() -> SignInGate {
        SignInGate(store: KeyValueStore(backend: InMemoryKeyValueBackend()))
      }
    }

    /// The empty form, as the first launch shows it.
    struct SignInViewPreviews: PreviewProvider {
      static var previews: some View {
        SignInView(viewModel: SignInPreviews.signInViewModel())
      }
    }

    /// The server refused the email and password.
    struct SignInViewRefusedPreviews: PreviewProvider {
      static var previews: some View {
        SignInView(viewModel: SignInPreviews.refusedSignInViewModel())
      }
    }

    /// Sign-in required: no way around it.
    struct SignInViewRequiredPreviews: PreviewProvider {
      static var previews: some View {
        SignInView(viewModel: SignInPreviews.signInViewModel(allowsContinueWithoutAccount: false))
      }
    }
  #endif
#endif
