import Foundation
import Testing

@testable import KeelStorage

@Suite struct InMemorySecureStoreTests {
  @Test func storesStringsAndRejectsNonUTF8AsCorrupt() throws {
    let store = InMemorySecureStore()
    try store.setString("secret-\(UUID().uuidString)", forKey: "a")
    #expect(try store.string(forKey: "a")?.hasPrefix("secret-") == true)
    try store.setData(Data([0xFF, 0xFE]), forKey: "b")
    #expect(throws: SecureStoreError.corrupt(location: "b", detail: "the stored value is not UTF-8 text")) {
      try store.string(forKey: "b")
    }
    try store.removeData(forKey: "a")
    #expect(try store.data(forKey: "a") == nil)
  }

  @Test func removeAllEmptiesTheStore() throws {
    let store = InMemorySecureStore()
    try store.setString("1", forKey: "a")
    try store.setString("2", forKey: "b")
    try store.removeAll()
    #expect(try store.data(forKey: "a") == nil)
    #expect(try store.data(forKey: "b") == nil)
    try store.removeAll()
  }
}
