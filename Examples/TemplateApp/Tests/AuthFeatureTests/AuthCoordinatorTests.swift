import AppDomain
import AppTestSupport
import AuthFeature
import DevServer
import KeelCore
import KeelStorage
import KeelTesting
import Testing

@MainActor
@Suite("AuthCoordinator")
struct AuthCoordinatorTests {
  @Test func signingInReportsTheUserThroughTheOutputAndLeavesNothingAlive() async throws {
    let tracker = LeakTracker()
    let user = SignedInUser(id: "ada@example.org", email: "ada@example.org")
    var signedIn: [SignedInUser] = []
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    do {
      let factory = AuthTestFactory(provider: FakeSignInProvider(.success(user)), gate: gate, tracker: tracker)
      let coordinator = AuthCoordinator(factory: factory, session: RecordingSessionManager(), gate: gate)
      tracker.track(coordinator)
      coordinator.output = .init(signedIn: { signedIn.append($0) })
      let viewModel = coordinator.start().viewModel
      #expect(coordinator.start().viewModel === viewModel && coordinator.root?.route == .signIn)
      viewModel.fill()
      viewModel.submit()
      try await waitForCondition { !signedIn.isEmpty }
    }
    #expect(signedIn == [user] && gate.isSignedIn)
    try await assertNoLeaks(tracker)
  }

  @Test func continuingWithoutAnAccountIsReported() async throws {
    let tracker = LeakTracker()
    var continued = 0
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    do {
      let factory = AuthTestFactory(provider: FakeSignInProvider(), gate: gate, tracker: tracker)
      let coordinator = AuthCoordinator(factory: factory, session: RecordingSessionManager(), gate: gate)
      tracker.track(coordinator)
      coordinator.output = .init(continuedWithoutAccount: { continued += 1 })
      coordinator.start().viewModel.continueWithoutAccount()
    }
    #expect(continued == 1 && !gate.needsSignIn(enabled: true))
    try await assertNoLeaks(tracker)
  }

  @Test func signingOutEndsTheSessionShowsTheGateAgainAndIsReported() async throws {
    let tracker = LeakTracker()
    let session = RecordingSessionManager()
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    var signedOut = 0
    do {
      let factory = AuthTestFactory(provider: FakeSignInProvider(), gate: gate, tracker: tracker)
      let coordinator = AuthCoordinator(factory: factory, session: session, gate: gate)
      tracker.track(coordinator)
      coordinator.output = .init(signedOut: { signedOut += 1 })
      gate.markSignedIn(SignedInUser(id: "ada@example.org", email: "ada@example.org"))
      await coordinator.signOut()
    }
    #expect(signedOut == 1 && session.signOuts == 1)
    #expect(gate.needsSignIn(enabled: true) && gate.user == nil)
    try await assertNoLeaks(tracker)
  }

  @Test(arguments: [
    (SessionRestoreOutcome.signedIn, false), (.signedOut, true), (.keptUnverified(.unavailable("offline")), false),
  ])
  func restoringAtLaunchOpensTheGateUnlessSignedOut(_ outcome: SessionRestoreOutcome, _ needsSignIn: Bool) async throws
  {
    let tracker = LeakTracker()
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    do {
      let factory = AuthTestFactory(provider: FakeSignInProvider(), gate: gate, tracker: tracker)
      let coordinator = AuthCoordinator(
        factory: factory, session: RecordingSessionManager(restoring: outcome), gate: gate)
      tracker.track(coordinator)
      #expect(await coordinator.restoreSession() == outcome)
    }
    #expect(gate.needsSignIn(enabled: true) == needsSignIn)
    #expect(!gate.needsSignIn(enabled: false))
    try await assertNoLeaks(tracker)
  }

  @Test func restoreAgainstTheServerAfterASignIn() async throws {
    try await DevServerHarness.with { harness in
      let tracker = LeakTracker()
      let secure = harness.folder.appendingPathComponent("secure.json")
      let first = harness.signInStack(secureStore: FileSecureStore(fileURL: secure))
      _ = try await first.provider.signIn(
        with: .emailPassword(email: harness.account.email, password: harness.account.password))
      let relaunch = harness.signInStack(secureStore: FileSecureStore(fileURL: secure))
      let gate = SignInGate(store: try DiskKeyValueStore().open())
      do {
        let factory = AuthTestFactory(provider: relaunch.provider, gate: gate, tracker: tracker)
        let coordinator = AuthCoordinator(factory: factory, session: relaunch.session, gate: gate)
        tracker.track(coordinator)
        #expect(await coordinator.restoreSession() == .signedIn)
        await coordinator.signOut()
      }
      #expect(relaunch.storedTokens() == nil && gate.needsSignIn(enabled: true))
      try await assertNoLeaks(tracker)
    }
  }

  @Test func signUpAndForgotPasswordArePushedOverSignInAndSignUpSignsIn() async throws {
    let tracker = LeakTracker()
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    var signedIn: [SignedInUser] = []
    do {
      let factory = AuthTestFactory(provider: FakeSignInProvider(), gate: gate, tracker: tracker)
      let coordinator = AuthCoordinator(factory: factory, session: RecordingSessionManager(), gate: gate)
      tracker.track(coordinator)
      coordinator.output = .init(signedIn: { signedIn.append($0) })
      coordinator.start().viewModel.forgotPassword()
      #expect(coordinator.path.map(\.route) == [.forgotPassword])
      guard case .forgotPassword(let forgot) = coordinator.path.last else { return }
      forgot.done()
      #expect(coordinator.path.isEmpty)
      coordinator.start().viewModel.signUp()
      guard case .signUp(let signUp) = coordinator.path.last else {
        Issue.record("sign-up was not pushed")
        return
      }
      let secret = TestSecret.make()
      signUp.email = "ada@example.org"
      signUp.password = secret
      signUp.confirmation = secret
      signUp.submit()
      try await waitForCondition { !signedIn.isEmpty }
    }
    #expect(signedIn.map(\.email) == ["ada@example.org"] && gate.isSignedIn)
    try await assertNoLeaks(tracker)
  }
}
