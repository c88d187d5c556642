import AppData
import AppDomain
import AppTestSupport
import KeelCore
import KeelStorage
import Testing

@Suite struct StoredLanguagePreferenceTests {
  @Test func aChoiceIsAppliedAndComesBackAfterARelaunch() throws {
    let disk = DiskKeyValueStore()
    let applied = Locked<[String?]>([])
    let first = StoredLanguagePreference(store: try disk.open()) { code in applied.withLock { $0.append(code) } }
    #expect(first.current == .system)
    first.select(.spanish)
    #expect(applied.withLock { $0 } == ["es"])

    // The next launch: a new store and preference over the same file.
    let relaunched = StoredLanguagePreference(store: try disk.open()) { code in applied.withLock { $0.append(code) } }
    #expect(relaunched.current == .spanish)
    #expect(relaunched.applyStored() == .spanish)
    #expect(applied.withLock { $0 } == ["es", "es"])
    relaunched.select(.system)
    #expect(applied.withLock { $0 } == ["es", "es", nil])
    #expect(StoredLanguagePreference(store: try disk.open()) { _ in }.current == .system)
  }

  @Test func aLanguageThisVersionDoesNotKnowReadsAsTheSystems() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    // A newer version stored French.
    store.set("fr", for: StorageKey<String>("settings.language", default: ""))
    let applied = Locked<[String?]>([])
    let preference = StoredLanguagePreference(store: store) { code in applied.withLock { $0.append(code) } }
    #expect(preference.current == .system)
    #expect(preference.applyStored() == .system)
    #expect(applied.withLock { $0 } == [nil])
  }
}
