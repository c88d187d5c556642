import AppDomain
import AppTestSupport
import AuthFeature
import DevServer
import KeelCore
import KeelStorage
import KeelTesting
import Testing

@MainActor
@Suite("SignUpViewModel", .checksLeaks)
struct SignUpViewModelTests {
  func makeViewModel(
    _ repository: any SessionRepositoryProtocol, session: any SessionManaging
  ) throws -> (
    SignUpViewModel, SignInGate
  ) {
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    let viewModel = SignUpViewModel(useCase: SignUpUseCase(repository: repository, session: session), gate: gate)
    LeakCheck.track(viewModel)
    return (viewModel, gate)
  }

  @Test func aMismatchedConfirmationKeepsTheButtonDisabled() throws {
    let (viewModel, _) = try makeViewModel(FakeSessionRepository(), session: RecordingSessionManager())
    let secret = TestSecret.make()
    viewModel.email = "ada@example.org"
    viewModel.password = secret
    viewModel.confirmation = secret + "x"
    #expect(!viewModel.canSubmit && viewModel.visibleErrors.confirmationMismatch)
    viewModel.confirmation = secret
    #expect(viewModel.canSubmit && viewModel.visibleErrors.isValid)
  }

  @Test func theSubmitButtonIsEnabledForAValidFormAndStaysEnabledWhileSending() async throws {
    let repository = FakeSessionRepository(failure: .unavailable("offline"), holdsRequests: true)
    let (viewModel, _) = try makeViewModel(repository, session: RecordingSessionManager())
    let secret = TestSecret.make()
    viewModel.email = "ada@example.org"
    viewModel.password = secret
    viewModel.confirmation = secret + "x"
    #expect(!viewModel.isSubmitButtonEnabled)
    viewModel.confirmation = secret
    #expect(viewModel.isSubmitButtonEnabled)
    viewModel.submit()
    // Busy: it takes no second request, yet keeps its enabled look so DSButton draws its spinner.
    #expect(viewModel.isSubmitting && !viewModel.canSubmit && viewModel.isSubmitButtonEnabled)
    try await repository.releaseHeldRequest { !viewModel.isSubmitting }
    #expect(viewModel.canRetry && viewModel.isSubmitButtonEnabled)
  }

  @Test func signingUpAgainstTheServerSignsInAndATakenEmailShowsTheServersMessage() async throws {
    try await DevServerHarness.with { harness in
      let stack = harness.signInStack()
      let repository = harness.sessionRepository()
      let (viewModel, gate) = try makeViewModel(repository, session: stack.session)
      var signedUp: [SignedInUser] = []
      viewModel.output = .init(signedUp: { signedUp.append($0) })
      let secret = TestSecret.make()
      viewModel.email = harness.account.email
      viewModel.password = secret
      viewModel.confirmation = secret
      viewModel.submit()
      viewModel.submit()
      try await waitForCondition { !viewModel.isSubmitting }
      #expect(viewModel.state == .rejected("an account with this email exists; sign in instead"))
      viewModel.email = "new-\(TestSecret.make(length: 6))@example.org"
      viewModel.submit()
      try await waitForCondition { !viewModel.isSubmitting }
      #expect(signedUp.map(\.email) == [viewModel.email.lowercased()] && gate.isSignedIn)
      #expect(stack.storedTokens() != nil)
      #expect(harness.server.activity.count(of: .register) == 2)
    }
  }

  @Test func leavingTheScreenCancelsTheRequestAndShowsNothing() async throws {
    let tracker = LeakTracker()
    let repository = FakeSessionRepository(failure: .unavailable("offline"), holdsRequests: true)
    let session = RecordingSessionManager()
    var signedUp = 0
    do {
      let (viewModel, gate) = try makeViewModel(repository, session: session)
      tracker.track(viewModel)
      viewModel.output = .init(signedUp: { _ in signedUp += 1 })
      let secret = TestSecret.make()
      viewModel.email = "ada@example.org"
      viewModel.password = secret
      viewModel.confirmation = secret
      viewModel.submit()
      try await waitForCondition(timeout: .seconds(15)) { repository.waitingCount == 1 }
      viewModel.onDisappear()
      #expect(viewModel.state == .editing && viewModel.canSubmit, "the form can be sent again at once")
      repository.release()
      try await Task.sleep(for: .milliseconds(50))
      #expect(viewModel.state == .editing, "the abandoned request's failure is not shown")
      #expect(signedUp == 0 && !gate.isSignedIn && session.started.isEmpty)
    }
    #expect(repository.emails == ["ada@example.org"])
    try await assertNoLeaks(tracker)
  }
}
