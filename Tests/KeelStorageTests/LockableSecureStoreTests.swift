import Foundation
import Testing

@testable import KeelStorage

@Suite struct LockableSecureStoreTests {
  @Test func aLockedStoreRefusesEveryCallAsUnavailableAndKeepsWhatItHolds() async throws {
    try await withTemporaryDirectory { directory in
      let file = FileSecureStore(fileURL: directory.appendingPathComponent("keychain.json"))
      try file.setString("refresh-1", forKey: "session")
      let store = LockableSecureStore(base: file, locked: true)

      #expect(throws: SecureStoreError.self) { try store.data(forKey: "session") }
      #expect(throws: SecureStoreError.self) { try store.setString("other", forKey: "session") }
      #expect(throws: SecureStoreError.self) { try store.removeData(forKey: "session") }
      #expect(throws: SecureStoreError.self) { try store.removeAll() }
      #expect {
        try store.data(forKey: "session")
      } throws: { error in
        guard case .unavailable(let operation, _) = error as? SecureStoreError else { return false }
        return operation == "read"
      }
      #expect(store.refusedCalls == 5)
      #expect(try file.string(forKey: "session") == "refresh-1", "a locked Keychain loses nothing")

      store.unlock()
      #expect(try store.string(forKey: "session") == "refresh-1")
    }
  }

  @Test func anUnlockedStoreIsItsBase() throws {
    let store = LockableSecureStore(base: InMemorySecureStore())
    try store.setString("a", forKey: "k")
    #expect(try store.string(forKey: "k") == "a")
    store.lock()
    #expect(store.isLocked)
    #expect(throws: SecureStoreError.self) { try store.string(forKey: "k") }
    store.unlock()
    try store.removeAll()
    #expect(try store.data(forKey: "k") == nil)
    #expect(store.refusedCalls == 1)
  }
}
