import AppDomain
import AppTestSupport
import AuthFeature
import DevServer
import KeelCore
import KeelStorage
import KeelTesting
import Testing

@MainActor
@Suite("SignInViewModel", .checksLeaks)
struct SignInViewModelTests {
  static let user = SignedInUser(id: "ada@example.org", email: "ada@example.org")

  func makeViewModel(
    _ provider: any SignInProvider, store: KeyValueStore, allowsContinue: Bool = true
  ) -> (SignInViewModel, SignInGate) {
    let gate = SignInGate(store: store)
    let viewModel = SignInViewModel(
      useCase: SignInUseCase(provider: provider), gate: gate, allowsContinueWithoutAccount: allowsContinue)
    LeakCheck.track(viewModel)
    return (viewModel, gate)
  }

  @Test func theButtonIsDisabledUntilTheFormIsValidAndProblemsShowOnlyForEditedFields() throws {
    let (viewModel, _) = makeViewModel(FakeSignInProvider(), store: try DiskKeyValueStore().open())
    #expect(!viewModel.canSubmit)
    #expect(viewModel.visibleErrors == SignInFieldErrors())
    viewModel.email = "ada@"
    #expect(viewModel.visibleErrors == SignInFieldErrors(email: .invalid))
    viewModel.email = "ada@example.org"
    viewModel.password = TestSecret.make(length: 5)
    #expect(viewModel.visibleErrors == SignInFieldErrors(password: .tooShort(minimum: 8)))
    #expect(!viewModel.canSubmit)
    viewModel.password = TestSecret.make(length: 11)
    #expect(viewModel.canSubmit)
  }

  @Test func submittingAnInvalidFormSendsNothingAndShowsEveryProblem() async throws {
    let provider = FakeSignInProvider(.success(Self.user))
    let (viewModel, _) = makeViewModel(provider, store: try DiskKeyValueStore().open())
    viewModel.submit()
    #expect(viewModel.visibleErrors == SignInFieldErrors(email: .empty, password: .empty))
    #expect(viewModel.state == .editing)
    try await Task.sleep(for: .milliseconds(20))
    #expect(provider.credentials.isEmpty)
  }

  @Test func aDoubleTapSendsOneRequestAndTheButtonIsDisabledWhileInFlight() async throws {
    let provider = FakeSignInProvider(.success(Self.user), .success(Self.user), holdsRequests: true)
    let (viewModel, gate) = makeViewModel(provider, store: try DiskKeyValueStore().open())
    var signedIn: [SignedInUser] = []
    viewModel.output = .init(signedIn: { signedIn.append($0) })
    viewModel.fill()
    viewModel.submit()
    viewModel.submit()
    #expect(viewModel.isSubmitting && !viewModel.canSubmit)
    try await waitForCondition { provider.waitingCount == 1 }
    provider.release()
    try await waitForCondition { !viewModel.isSubmitting }
    #expect(provider.credentials.count == 1)
    #expect(signedIn == [Self.user])
    #expect(gate.isSignedIn && !gate.needsSignIn(enabled: true))
    #expect(viewModel.password.isEmpty)
  }

  @Test func theSubmitButtonIsEnabledForAValidFormAndStaysEnabledWhileSending() async throws {
    let provider = FakeSignInProvider(.success(Self.user), holdsRequests: true)
    let (viewModel, _) = makeViewModel(provider, store: try DiskKeyValueStore().open())
    #expect(!viewModel.isSubmitButtonEnabled)
    viewModel.fill()
    #expect(viewModel.isSubmitButtonEnabled)
    viewModel.submit()
    // Busy: it takes no second request, yet keeps its enabled look so DSButton draws its spinner.
    #expect(viewModel.isSubmitting && !viewModel.canSubmit && viewModel.isSubmitButtonEnabled)
    try await waitForCondition { provider.waitingCount == 1 }
    provider.release()
    try await waitForCondition { !viewModel.isSubmitting }
    #expect(!viewModel.isSubmitButtonEnabled, "signed in: the password is cleared, so the form is not valid")
  }

  @Test func wrongCredentialsShowInlineUntilAFieldChanges() async throws {
    let (viewModel, gate) = makeViewModel(
      FakeSignInProvider(.failure(.unauthorized)), store: try DiskKeyValueStore().open())
    viewModel.fill()
    viewModel.submit()
    try await waitForCondition { viewModel.state == .wrongCredentials }
    #expect(!gate.isSignedIn && viewModel.canSubmit && !viewModel.canRetry)
    viewModel.password = TestSecret.make()
    #expect(viewModel.state == .editing)
  }

  @Test func noNetworkOffersARetryThatSucceeds() async throws {
    let provider = FakeSignInProvider(.failure(.unavailable("offline")), .success(Self.user))
    let (viewModel, gate) = makeViewModel(provider, store: try DiskKeyValueStore().open())
    viewModel.fill()
    viewModel.submit()
    try await waitForCondition { viewModel.state == .unavailable }
    #expect(viewModel.canRetry)
    viewModel.retry()
    try await waitForCondition { gate.isSignedIn }
    #expect(provider.credentials.count == 2)
  }

  @Test func continueWithoutAnAccountIsPersistedWhenAllowed() throws {
    let disk = DiskKeyValueStore()
    let (viewModel, gate) = makeViewModel(FakeSignInProvider(), store: try disk.open())
    var continued = 0
    viewModel.output = .init(continuedWithoutAccount: { continued += 1 })
    viewModel.continueWithoutAccount()
    #expect(continued == 1 && gate.isDismissed)
    #expect(!SignInGate(store: try disk.open()).needsSignIn(enabled: true))
  }

  @Test func continueWithoutAnAccountDoesNothingWhenTheFlagForbidsIt() throws {
    let disk = DiskKeyValueStore()
    let (viewModel, _) = makeViewModel(FakeSignInProvider(), store: try disk.open(), allowsContinue: false)
    var continued = 0
    viewModel.output = .init(continuedWithoutAccount: { continued += 1 })
    viewModel.continueWithoutAccount()
    #expect(continued == 0)
    #expect(SignInGate(store: try disk.open()).needsSignIn(enabled: true))
  }

  @Test func leavingTheScreenAbandonsTheRequestAndShowsNothing() async throws {
    let provider = FakeSignInProvider(.failure(.unavailable("cancelled")), holdsRequests: true)
    let (viewModel, _) = makeViewModel(provider, store: try DiskKeyValueStore().open())
    viewModel.fill()
    viewModel.submit()
    try await waitForCondition { provider.waitingCount == 1 }
    viewModel.onDisappear()
    provider.release()
    try await Task.sleep(for: .milliseconds(50))
    #expect(viewModel.state == .editing)
  }

  @Test func inTheMockConfigurationAnyValidFormSignsInAsTheMockUserWithNoNetwork() async throws {
    let tracker = LeakTracker()
    let configuration = try BuildConfiguration(configuration: [BuildConfiguration.configurationKey: "mock"])
    let live = FakeSignInProvider(.failure(.unavailable("the live provider must not be asked")))
    var signedIn: [SignedInUser] = []
    let gate: SignInGate
    do {
      let provider = ManagerSelection.signInProvider(for: configuration) { live }
      let (viewModel, made) = makeViewModel(provider, store: try DiskKeyValueStore().open())
      gate = made
      tracker.track(viewModel)
      viewModel.output = .init(signedIn: { signedIn.append($0) })
      viewModel.fill()
      viewModel.submit()
      try await waitForCondition(timeout: .seconds(15)) { !viewModel.isSubmitting }
    }
    #expect(signedIn == [MockSignInProvider.user] && gate.user == MockSignInProvider.user)
    #expect(live.credentials.isEmpty)
    try await assertNoLeaks(tracker)
  }

  // MARK: - Against the development server, over a real socket

  @Test func signingInAgainstTheServerStoresTheSession() async throws {
    try await DevServerHarness.with { harness in
      let stack = harness.signInStack()
      let (viewModel, gate) = makeViewModel(stack.provider, store: try DiskKeyValueStore().open())
      viewModel.fill(email: harness.account.email, password: harness.account.password)
      viewModel.submit()
      try await waitForCondition { !viewModel.isSubmitting }
      #expect(gate.isSignedIn && gate.user?.email == harness.account.email)
      #expect(stack.storedTokens() != nil)
      #expect(await stack.session.restore() == .signedIn)
    }
  }

  @Test func aWrongPasswordAgainstTheServerShowsWrongCredentials() async throws {
    try await DevServerHarness.with { harness in
      let stack = harness.signInStack()
      let (viewModel, gate) = makeViewModel(stack.provider, store: try DiskKeyValueStore().open())
      viewModel.fill(email: harness.account.email, password: TestSecret.make())
      viewModel.submit()
      try await waitForCondition { !viewModel.isSubmitting }
      #expect(viewModel.state == .wrongCredentials)
      #expect(!gate.isSignedIn && stack.storedTokens() == nil)
    }
  }

  @Test func aRateLimitSaysWhenToTryAgain() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.login: .status(429)])) { harness in
      let stack = harness.signInStack()
      let (viewModel, _) = makeViewModel(stack.provider, store: try DiskKeyValueStore().open())
      viewModel.fill(email: harness.account.email, password: harness.account.password)
      viewModel.submit()
      try await waitForCondition { !viewModel.isSubmitting }
      #expect(viewModel.state == .rateLimited(retryAfter: .seconds(30)))
      #expect(harness.server.activity.count(of: .login) == 1)
    }
  }

  @Test func aDroppedConnectionOffersARetry() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.login: .dropConnection])) { harness in
      let stack = harness.signInStack()
      let (viewModel, gate) = makeViewModel(stack.provider, store: try DiskKeyValueStore().open())
      viewModel.fill(email: harness.account.email, password: harness.account.password)
      viewModel.submit()
      try await waitForCondition { !viewModel.isSubmitting }
      #expect(viewModel.state == .unavailable && viewModel.canRetry)
      #expect(!gate.isSignedIn && stack.storedTokens() == nil)
    }
  }

  // MARK: - Analytics

  /// A sign-in is tracked once it succeeded, after the output (the person's own analytics are
  /// open by then); a refused one is not.
  @Test func aSuccessfulSignInIsTrackedAfterTheOutputAndARefusedOneIsNot() async throws {
    let provider = FakeSignInProvider(.failure(.unauthorized), .success(Self.user))
    let analytics = RecordingAnalytics()
    let viewModel = SignInViewModel(
      useCase: SignInUseCase(provider: provider), gate: SignInGate(store: try DiskKeyValueStore().open()),
      allowsContinueWithoutAccount: true, analytics: analytics)
    LeakCheck.track(viewModel)
    var trackedBeforeOutput: [String]?
    viewModel.output = .init(signedIn: { _ in trackedBeforeOutput = analytics.names })
    viewModel.fill()
    viewModel.submit()
    try await waitForCondition { !viewModel.isSubmitting }
    #expect(analytics.names.isEmpty)
    viewModel.submit()
    try await waitForCondition { trackedBeforeOutput != nil }
    #expect(trackedBeforeOutput == [])
    #expect(analytics.events == [.signInSucceeded(method: "email")])
  }
}
