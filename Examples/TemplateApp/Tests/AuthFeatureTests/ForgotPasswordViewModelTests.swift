import AppDomain
import AppTestSupport
import AuthFeature
import DevServer
import KeelTesting
import Testing

@MainActor
@Suite("ForgotPasswordViewModel", .checksLeaks)
struct ForgotPasswordViewModelTests {
  @Test func itSaysSentWhetherOrNotTheAccountExists() async throws {
    try await DevServerHarness.with { harness in
      for email in [harness.account.email, "nobody@example.org"] {
        let viewModel = ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: harness.sessionRepository()))
        LeakCheck.track(viewModel)
        viewModel.email = email
        viewModel.submit()
        try await waitForCondition { !viewModel.isSubmitting }
        #expect(viewModel.state == .sent && !viewModel.canSubmit)
      }
    }
  }

  @Test func anInvalidEmailSendsNothing() async throws {
    let repository = FakeSessionRepository()
    let viewModel = ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: repository))
    LeakCheck.track(viewModel)
    viewModel.submit()
    #expect(viewModel.visibleError == .empty && viewModel.state == .editing)
    viewModel.email = "ada@"
    #expect(!viewModel.canSubmit && viewModel.visibleError == .invalid)
    #expect(repository.emails.isEmpty)
  }

  @Test func theSubmitButtonIsEnabledForAValidEmailAndStaysEnabledWhileSending() async throws {
    let repository = FakeSessionRepository(holdsRequests: true)
    let viewModel = ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: repository))
    LeakCheck.track(viewModel)
    viewModel.email = "ada@"
    #expect(!viewModel.isSubmitButtonEnabled)
    viewModel.email = "ada@example.org"
    #expect(viewModel.isSubmitButtonEnabled)
    viewModel.submit()
    // Busy: it takes no second request, yet keeps its enabled look so DSButton draws its spinner.
    #expect(viewModel.isSubmitting && !viewModel.canSubmit && viewModel.isSubmitButtonEnabled)
    try await repository.releaseHeldRequest { !viewModel.isSubmitting }
    #expect(viewModel.state == .sent && !viewModel.isSubmitButtonEnabled)
  }

  @Test func noNetworkOffersARetry() async throws {
    let viewModel = ForgotPasswordViewModel(
      useCase: PasswordResetUseCase(repository: FakeSessionRepository(failure: .unavailable("offline"))))
    LeakCheck.track(viewModel)
    viewModel.email = "ada@example.org"
    viewModel.submit()
    try await waitForCondition { !viewModel.isSubmitting }
    #expect(viewModel.canRetry)
  }
}
