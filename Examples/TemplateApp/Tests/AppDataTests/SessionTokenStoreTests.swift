import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelNetwork
import KeelStorage
import Testing

@Suite struct SessionTokenStoreTests {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).json")

  func tokens() -> SessionTokens {
    SessionTokens(
      accessToken: UUID().uuidString, refreshToken: UUID().uuidString, expiresAt: Date(timeIntervalSince1970: 2_000))
  }

  @Test func savedTokensAreLoadedByAnotherStoreOnTheSameFile() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let saved = tokens()
    try SessionTokenStore(store: FileSecureStore(fileURL: file)).save(saved)
    #expect(SessionTokenStore(store: FileSecureStore(fileURL: file)).load() == saved)
  }

  @Test func unreadableTokensAreRemovedAndReadAsSignedOut() throws {
    let backend = InMemorySecureStore()
    try backend.setData(Data("not json".utf8), forKey: SessionTokenStore.key)
    #expect(SessionTokenStore(store: backend).load() == nil)
    #expect(try backend.data(forKey: SessionTokenStore.key) == nil)
  }

  /// The store itself says what it holds cannot be read back (a torn file; a Keychain item with
  /// no data): that is undecodable too, so the launch starts signed out instead of failing.
  @Test func aCorruptStoreReadsAsSignedOut() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("not json".utf8).write(to: file)
    #expect(try SessionTokenStore(store: FileSecureStore(fileURL: file)).read() == nil)
  }

  @Test func aLockedKeychainKeepsTheTokensAndSaysItIsLocked() throws {
    let keychain = LockableSecureStore(base: FileSecureStore(fileURL: file))
    defer { try? FileManager.default.removeItem(at: file) }
    let saved = tokens()
    try SessionTokenStore(store: keychain).save(saved)
    keychain.lock()  // the phone restarted; nobody has unlocked it yet
    let store = SessionTokenStore(store: keychain)
    #expect(store.load() == nil, "nothing to sign in with yet")
    #expect {
      try store.read()
    } throws: { error in
      guard case .unavailable = error as? SecureStoreError else { return false }
      return true
    }
    #expect(keychain.refusedCalls == 2, "one read each; nothing tried to delete or rewrite the tokens")
    keychain.unlock()
    #expect(try store.read() == saved)
  }

  @Test func followsTheRefresherThroughRefreshAndSignOut() async throws {
    let backend = InMemorySecureStore()
    let store = SessionTokenStore(store: backend)
    let serverClock = ManualDate(Date())
    try await DevServerHarness.with(DevServerConfiguration(accessTokenLifetimeSeconds: 60), now: { serverClock.now }) {
      harness in
      let sessions = SessionRepository(client: harness.anonymousClient())
      let first = try await sessions.signIn(email: harness.account.email, password: harness.account.password).tokens
      try store.save(first)
      let refresher = sessions.refresher(tokens: store.load(), onTokensChange: { store.record($0) })
      let client = APIClient(
        configuration: APIConfiguration(baseURL: harness.server.baseURL), tokenRefresher: refresher)
      serverClock.advance(by: 61)
      _ = try await ProfileRepository(client: client).profile()
      let stored = try #require(store.load())
      #expect(stored.accessToken != first.accessToken)
      await refresher.signOut()
      #expect(store.load() == nil)
    }
  }
}
