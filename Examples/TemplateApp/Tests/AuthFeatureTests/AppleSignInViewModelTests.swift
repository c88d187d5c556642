import AppDomain
import AppTestSupport
import AuthFeature
import DevServer
import KeelCore
import KeelStorage
import KeelTesting
import Testing

@MainActor
@Suite("AppleSignInViewModel")
struct AppleSignInViewModelTests {
  static let timeout = Duration.seconds(15)

  func makeViewModel(
    _ provider: any SignInProvider, nonce: AppleSignInNonce? = nil
  ) throws -> (
    AppleSignInViewModel, SignInGate
  ) {
    let gate = SignInGate(store: try DiskKeyValueStore().open())
    let viewModel = AppleSignInViewModel(provider: provider, gate: gate, makeNonce: { nonce ?? .random() })
    return (viewModel, gate)
  }

  @Test func eachRequestGetsAFreshNonceAndItsHashGoesToApple() async throws {
    let tracker = LeakTracker()
    do {
      let (viewModel, _) = try makeViewModel(FakeSignInProvider())
      tracker.track(viewModel)
      let first = viewModel.beginRequest()
      let second = viewModel.beginRequest()
      #expect(first != second && first.count == 64 && viewModel.state == .authorizing)
    }
    try await assertNoLeaks(tracker)
  }

  /// Apple's credential also names the person (`user`) and carries a one-time authorization
  /// code: the user id is the session's (for the credential checks), the code goes to the
  /// server, which keeps it for the account's deletion.
  @Test func theCredentialsUserIsKeptAndItsAuthorizationCodeGoesToTheServer() async throws {
    try await DevServerHarness.with { harness in
      let stack = harness.signInStack()
      var signedIn: [SignedInUser] = []
      let (viewModel, _) = try makeViewModel(stack.appleProvider)
      viewModel.output = .init(signedIn: { signedIn.append($0) })
      let hashed = viewModel.beginRequest()
      let code = TestSecret.make()
      viewModel.complete(
        identityToken: try TestIdentityToken.make(["sub": "001.apple", "nonce": hashed]), user: "001.apple",
        authorizationCode: code)
      try await waitForCondition(timeout: Self.timeout) { viewModel.state != .submitting }
      #expect(signedIn.map(\.appleUserID) == ["001.apple"])
      #expect(harness.server.appleAccounts.authorizationCode(of: "apple:001.apple") == code)
    }
  }

  @Test func theIdentityTokenGoesToTheServerWithTheRawNonceAndSignsIn() async throws {
    try await DevServerHarness.with { harness in
      let tracker = LeakTracker()
      let stack = harness.signInStack()
      let nonce = AppleSignInNonce.random()
      var signedIn: [SignedInUser] = []
      var gate: SignInGate?
      do {
        let (viewModel, made) = try makeViewModel(stack.appleProvider, nonce: nonce)
        gate = made
        tracker.track(viewModel)
        viewModel.output = .init(signedIn: { signedIn.append($0) })
        let hashed = viewModel.beginRequest()
        // What Apple does with the request: the hashed nonce comes back inside the token.
        let token = try TestIdentityToken.make(["sub": "001.apple", "email": "apple@example.org", "nonce": hashed])
        viewModel.complete(identityToken: token)
        #expect(viewModel.state == .submitting)
        try await waitForCondition(timeout: Self.timeout) { viewModel.state != .submitting }
      }
      #expect(signedIn.map(\.email) == ["apple@example.org"] && gate?.isSignedIn == true)
      #expect(signedIn.allSatisfy { !$0.id.isEmpty && $0.id != $0.email }, "filed under the server's account id")
      #expect(stack.storedTokens() != nil)
      #expect(harness.server.activity.records.filter { $0.route == .appleSignIn }.map(\.status) == [200])
      try await assertNoLeaks(tracker)
    }
  }

  @Test func aTokenForAnotherNonceIsRefusedByTheServer() async throws {
    try await DevServerHarness.with { harness in
      let tracker = LeakTracker()
      let stack = harness.signInStack()
      do {
        let (viewModel, gate) = try makeViewModel(stack.appleProvider)
        tracker.track(viewModel)
        _ = viewModel.beginRequest()
        let replayed = try TestIdentityToken.make(["sub": "001.apple", "nonce": AppleSignInNonce.random().hashed])
        viewModel.complete(identityToken: replayed)
        try await waitForCondition(timeout: Self.timeout) { viewModel.state != .submitting }
        #expect(viewModel.state == .failed(.wrongCredentials) && !gate.isSignedIn)
      }
      #expect(stack.storedTokens() == nil)
      try await assertNoLeaks(tracker)
    }
  }

  @Test func aCancelShowsNothingAndOtherFailuresSendNothing() async throws {
    let tracker = LeakTracker()
    let provider = FakeSignInProvider(.success(SignedInUser(id: "ada@example.org", email: "ada@example.org")))
    do {
      let (viewModel, _) = try makeViewModel(provider)
      tracker.track(viewModel)
      _ = viewModel.beginRequest()
      viewModel.fail(cancelled: true)
      #expect(viewModel.state == .idle)
      _ = viewModel.beginRequest()
      viewModel.fail(cancelled: false)
      #expect(viewModel.state == .failed(.unavailable))
      viewModel.complete(identityToken: TestSecret.make())
      #expect(viewModel.state == .failed(.rejected("Sign in with Apple answered a request this screen did not make")))
      _ = viewModel.beginRequest()
      viewModel.complete(identityToken: nil)
      #expect(viewModel.state == .failed(.rejected("Apple sent no identity token")))
    }
    #expect(provider.credentials.isEmpty)
    try await assertNoLeaks(tracker)
  }

  @Test func leavingTheScreenAbandonsTheRequest() async throws {
    let tracker = LeakTracker()
    let provider = FakeSignInProvider(.failure(.unavailable("offline")), holdsRequests: true)
    var signedIn = 0
    do {
      let (viewModel, gate) = try makeViewModel(provider)
      tracker.track(viewModel)
      viewModel.output = .init(signedIn: { _ in signedIn += 1 })
      _ = viewModel.beginRequest()
      viewModel.complete(identityToken: TestSecret.make())
      try await waitForCondition(timeout: Self.timeout) { provider.waitingCount == 1 }
      viewModel.onDisappear()
      #expect(viewModel.state == .idle)
      provider.release()
      try await Task.sleep(for: .milliseconds(50))
      #expect(viewModel.state == .idle, "a request abandoned by the screen shows no error")
      #expect(signedIn == 0 && !gate.isSignedIn)
    }
    try await assertNoLeaks(tracker)
  }
}
