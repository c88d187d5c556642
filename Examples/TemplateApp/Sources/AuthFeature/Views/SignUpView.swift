#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// Email, password and confirmation: layout and binding only.
  public struct SignUpView: View {
    @Bindable private var viewModel: SignUpViewModel

    public init(viewModel: SignUpViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(alignment: .leading, spacing: DSSpacing.md.points) {
        Text(L10n.auth.signUp.title).typography(.largeTitle.bold)
        TextField(L10n.auth.email, text: $viewModel.email).emailField()
        if let problem = viewModel.visibleErrors.email { SignInView.message(for: problem) }
        SecureField(L10n.auth.password, text: $viewModel.password).passwordField(new: true)
        if let problem = viewModel.visibleErrors.password { SignInView.message(for: problem) }
        SecureField(L10n.auth.confirmation, text: $viewModel.confirmation).passwordField(new: true)
        if viewModel.visibleErrors.confirmationMismatch { Text(L10n.auth.error.mismatch) }
        if let message = SignInView.message(for: viewModel.state) { message }
        DSButton(L10n.auth.signUp.button, isLoading: viewModel.isSubmitting) { viewModel.submit() }
          .disabled(!viewModel.isSubmitButtonEnabled)
      }
      .padding(DSSpacing.lg.points)
      .onDisappear { viewModel.onDisappear() }
    }
  }

  /// One email field; after sending, the same message whatever the address.
  public struct ForgotPasswordView: View {
    @Bindable private var viewModel: ForgotPasswordViewModel

    public init(viewModel: ForgotPasswordViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(alignment: .leading, spacing: DSSpacing.md.points) {
        Text(L10n.auth.forgot.title).typography(.largeTitle.bold)
        if viewModel.state == .sent {
          Text(L10n.auth.forgot.sent)
          DSButton(L10n.common.done) { viewModel.done() }
        } else {
          TextField(L10n.auth.email, text: $viewModel.email).emailField()
          if let problem = viewModel.visibleError { SignInView.message(for: problem) }
          if let message = Self.message(for: viewModel.state) { message }
          DSButton(L10n.auth.forgot.button, isLoading: viewModel.isSubmitting) { viewModel.submit() }
            .disabled(!viewModel.isSubmitButtonEnabled)
        }
      }
      .padding(DSSpacing.lg.points)
      .onDisappear { viewModel.onDisappear() }
    }

    private static func message(for state: ForgotPasswordViewModel.State) -> Text? {
      switch state {
      case .editing, .submitting, .sent: nil
      case .unavailable: SignInView.message(for: .unavailable)
      case .rateLimited(let retryAfter): SignInView.message(for: .rateLimited(retryAfter: retryAfter))
      case .rejected(let message): Text(verbatim: message)
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The empty sign-up form, and forgot password, over the fixtures' account endpoints.
    struct SignUpViewPreviews: PreviewProvider {
      static var previews: some View {
        SignUpView(
          viewModel: SignUpViewModel(
            useCase: SignUpUseCase(repository: FixtureSessionRepository(), session: FixtureSessionManager()),
            gate: SignInPreviews.gate()))
      }
    }

    /// Forgot password with the server unreachable: the message shows once the form is sent.
    struct ForgotPasswordViewOfflinePreviews: PreviewProvider {
      static var previews: some View {
        ForgotPasswordView(viewModel: offlineViewModel())
      }

      @MainActor
      static func offlineViewModel() -> ForgotPasswordViewModel {
        let viewModel = ForgotPasswordViewModel(
          useCase: PasswordResetUseCase(
            repository: FixtureSessionRepository(failure: .unavailable("preview: no connection"))))
        viewModel.email = AppFixtures.signedInUser.email
        viewModel.submit()
        return viewModel
      }
    }
  #endif
#endif
