import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelNetwork
import KeelStorage
import KeelTesting
import Testing

/// Restore at launch against the development server, with tokens in a secure store on disk:
/// each "launch" builds a new service over the same file, as the app does.
@Suite("SessionService against the development server")
struct SessionServiceTests {
  /// A launch: the service over the file's stored tokens, with the app's clock at `now`.
  static func launch(
    _ harness: DevServerHarness, store: any SecureStore,
    protectedData: ProtectedDataAvailability = ProtectedDataAvailability(), now: @escaping @Sendable () -> Date
  ) -> (service: SessionService, tokens: SessionTokenStore) {
    let tokenStore = SessionTokenStore(store: store)
    let repository = SessionRepository(client: harness.anonymousClient(), now: now)
    let refresher = repository.refresher(tokens: tokenStore.load(), onTokensChange: { tokenStore.record($0) })
    return (SessionService(refresher: refresher, tokenStore: tokenStore, protectedData: protectedData), tokenStore)
  }

  static func secureFile(_ harness: DevServerHarness) -> FileSecureStore {
    FileSecureStore(fileURL: harness.folder.appendingPathComponent("secure.json"))
  }

  @Test func nothingStoredIsSignedOutWithoutARequest() async throws {
    try await DevServerHarness.with { harness in
      let (service, _) = Self.launch(harness, store: Self.secureFile(harness), now: { Date() })
      #expect(await service.restore() == .signedOut)
      #expect(harness.server.activity.count(of: .refresh) == 0)
    }
  }

  @Test func aValidStoredSessionIsRestoredWithoutARequest() async throws {
    try await DevServerHarness.with { harness in
      let store = Self.secureFile(harness)
      let first = Self.launch(harness, store: store, now: { Date() })
      let tokens = try await SessionRepository(client: harness.anonymousClient())
        .signIn(email: harness.account.email, password: harness.account.password).tokens
      await first.service.start(tokens)
      let relaunch = Self.launch(harness, store: store, now: { Date() })
      #expect(await relaunch.service.restore() == .signedIn)
      #expect(relaunch.tokens.load() == tokens)
      #expect(harness.server.activity.count(of: .refresh) == 0)
    }
  }

  /// A background launch after a restart, before the first unlock: the Keychain refuses every
  /// read (errSecInteractionNotAllowed). The session is not "signed out": the restore waits,
  /// and at the unlock reads the same tokens and restores them.
  @Test func aLockedKeychainAtLaunchKeepsTheSessionAndRestoresItAtTheUnlock() async throws {
    try await DevServerHarness.with { harness in
      let keychain = LockableSecureStore(base: Self.secureFile(harness))
      let first = Self.launch(harness, store: keychain, now: { Date() })
      let tokens = try await SessionRepository(client: harness.anonymousClient())
        .signIn(email: harness.account.email, password: harness.account.password).tokens
      await first.service.start(tokens)
      keychain.lock()

      let protectedData = ProtectedDataAvailability()
      let relaunch = Self.launch(harness, store: keychain, protectedData: protectedData, now: { Date() })
      let finished = Locked(false)
      let restore = Task {
        let outcome = await relaunch.service.restore()
        finished.withLock { $0 = true }
        return outcome
      }
      try await waitForCondition(timeout: .seconds(30)) { keychain.refusedCalls >= 2 }
      try await Task.sleep(for: .milliseconds(100))
      #expect(!finished.withLock { $0 }, "a locked Keychain is no answer: the restore waits")

      keychain.unlock()
      protectedData.becameAvailable()
      #expect(await restore.value == .signedIn)
      #expect(relaunch.tokens.load() == tokens, "the same tokens, never removed")
      #expect(harness.server.activity.count(of: .login) == 1)
    }
  }

  @Test func anExpiredStoredSessionIsRefreshedAndTheNewTokensStored() async throws {
    let clock = ManualDate(Date())
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 60)
    try await DevServerHarness.with(configuration, now: { clock.now }) { harness in
      let store = Self.secureFile(harness)
      let first = Self.launch(harness, store: store, now: { clock.now })
      let tokens = try await SessionRepository(client: harness.anonymousClient(), now: { clock.now })
        .signIn(email: harness.account.email, password: harness.account.password).tokens
      await first.service.start(tokens)
      clock.advance(by: 3600)
      let relaunch = Self.launch(harness, store: store, now: { clock.now })
      #expect(await relaunch.service.restore() == .signedIn)
      #expect(harness.server.activity.count(of: .refresh) == 1)
      let stored = try #require(relaunch.tokens.load())
      #expect(stored.refreshToken != tokens.refreshToken)
      #expect(stored.expiresAt == clock.now.addingTimeInterval(60))
    }
  }

  @Test func aRefusedRefreshSignsOutAndClearsTheStoredTokens() async throws {
    let clock = ManualDate(Date())
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 60, refreshTokenLifetimeSeconds: 120)
    try await DevServerHarness.with(configuration, now: { clock.now }) { harness in
      let store = Self.secureFile(harness)
      let first = Self.launch(harness, store: store, now: { clock.now })
      let tokens = try await SessionRepository(client: harness.anonymousClient(), now: { clock.now })
        .signIn(email: harness.account.email, password: harness.account.password).tokens
      await first.service.start(tokens)
      clock.advance(by: 3600)
      let relaunch = Self.launch(harness, store: store, now: { clock.now })
      #expect(await relaunch.service.restore() == .signedOut)
      #expect(relaunch.tokens.load() == nil)
      #expect(try store.data(forKey: SessionTokenStore.key) == nil)
    }
  }

  @Test func aRefreshThatFailsForAnotherReasonKeepsTheSession() async throws {
    let clock = ManualDate(Date())
    let configuration = DevServerConfiguration(
      failures: [.refresh: .status(503)], accessTokenLifetimeSeconds: 60)
    try await DevServerHarness.with(configuration, now: { clock.now }) { harness in
      let store = Self.secureFile(harness)
      let first = Self.launch(harness, store: store, now: { clock.now })
      let tokens = try await SessionRepository(client: harness.anonymousClient(), now: { clock.now })
        .signIn(email: harness.account.email, password: harness.account.password).tokens
      await first.service.start(tokens)
      clock.advance(by: 3600)
      let relaunch = Self.launch(harness, store: store, now: { clock.now })
      guard case .keptUnverified = await relaunch.service.restore() else {
        Issue.record("a 503 on refresh must keep the session")
        return
      }
      #expect(relaunch.tokens.load() == tokens)
    }
  }

  @Test func signingOutRemovesTheStoredTokens() async throws {
    try await DevServerHarness.with { harness in
      let store = Self.secureFile(harness)
      let (service, tokenStore) = Self.launch(harness, store: store, now: { Date() })
      await service.start(FakeSessionRepository.tokens)
      #expect(tokenStore.load() == FakeSessionRepository.tokens)
      await service.signOut()
      #expect(tokenStore.load() == nil)
      #expect(await service.restore() == .signedOut)
    }
  }
}
