import Foundation
import KeelCore
import KeelTesting
import Testing

@testable import KeelStorage

@Suite struct KeyValueStoreTests {
  @Test func absentKeysReadAsTheirDefaults() {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    #expect(store.value(\.onboardingCompleted) == false)
    #expect(store.value(\.userToken) == nil)
    #expect(store.value(\.profile) == Profile(name: "guest", age: 0))
  }

  @Test func primitivesAreStoredNativelyAndCodableValuesAsJSON() throws {
    let backend = InMemoryKeyValueBackend()
    let store = KeyValueStore(backend: backend)
    store.set(true, \.onboardingCompleted)
    store.set(3, \.launchCount)
    store.set(0.25, \.volume)
    store.set("token-\(UUID().uuidString)", \.userToken)
    store.set(Profile(name: "Ada", age: 36), \.profile)
    #expect(backend.value(forKey: "onboarding_shown") == .bool(true))
    #expect(backend.value(forKey: "launch_count") == .int(3))
    #expect(backend.value(forKey: "volume") == .double(0.25))
    guard case .string(let token) = backend.value(forKey: "user_token") else {
      Issue.record("token not stored as a string")
      return
    }
    #expect(store.value(\.userToken) == token)
    guard case .data(let json) = backend.value(forKey: "profile") else {
      Issue.record("profile not stored as data")
      return
    }
    #expect(try JSONDecoder().decode(Profile.self, from: json) == Profile(name: "Ada", age: 36))
    #expect(store.value(\.profile) == Profile(name: "Ada", age: 36))
  }

  @Test func settingNilRemovesTheKey() {
    let backend = InMemoryKeyValueBackend()
    let store = KeyValueStore(backend: backend)
    store.set("abc", \.userToken)
    store.set(nil, \.userToken)
    #expect(backend.snapshot["user_token"] == nil)
    store.set(5, \.launchCount)
    store.removeValue(for: StorageKeys.key(\.launchCount))
    #expect(store.value(\.launchCount) == 0)
  }

  // MARK: - Corrupt values

  struct CorruptCase: Sendable, CustomStringConvertible {
    let description: String
    let key: String
    let stored: StoredValue
    let expectedWarning: String
    let read: @Sendable (KeyValueStore) -> Bool  // true when the default came back
  }

  static let corruptCases: [CorruptCase] = [
    CorruptCase(
      description: "string under a Bool key", key: "onboarding_shown", stored: .string("yes"),
      expectedWarning: "holds a value of type String where Bool was expected",
      read: { $0.value(\.onboardingCompleted) == false }),
    CorruptCase(
      description: "bool under an Int key", key: "launch_count", stored: .bool(true),
      expectedWarning: "holds a value of type Bool where Int was expected", read: { $0.value(\.launchCount) == 0 }),
    CorruptCase(
      description: "int under an optional String key", key: "user_token", stored: .int(42),
      expectedWarning: "holds a value of type Int where Optional<String> was expected",
      read: { $0.value(\.userToken) == nil }),
    CorruptCase(
      description: "data under a Double key", key: "volume", stored: .data(Data([0xFF])),
      expectedWarning: "holds a value of type Data where Double was expected", read: { $0.value(\.volume) == 0.5 }),
    CorruptCase(
      description: "garbage bytes under a Codable key", key: "profile", stored: .data(Data([0x00, 0xFF, 0x13])),
      expectedWarning: "holds data that does not decode as Profile",
      read: { $0.value(\.profile) == Profile(name: "guest", age: 0) }),
    CorruptCase(
      description: "JSON of another shape under a Codable key", key: "profile",
      stored: .data(Data(#"{"name": 7}"#.utf8)), expectedWarning: "holds data that does not decode as Profile",
      read: { $0.value(\.profile) == Profile(name: "guest", age: 0) }),
    CorruptCase(
      description: "a string under a Codable key", key: "profile", stored: .string("{}"),
      expectedWarning: "holds a value of type String where Profile was expected",
      read: { $0.value(\.profile) == Profile(name: "guest", age: 0) }),
    CorruptCase(
      description: "a foreign object (an array written by other code)", key: "onboarding_shown",
      stored: .unsupported(typeName: "NSArray"),
      expectedWarning: "holds a value of type NSArray where Bool was expected",
      read: { $0.value(\.onboardingCompleted) == false }),
  ]

  @Test(arguments: corruptCases)
  func corruptValuesFallBackToTheDefaultWithAWarning(_ corrupt: CorruptCase) {
    let capture = LogCapture()
    let backend = InMemoryKeyValueBackend([corrupt.key: corrupt.stored])
    let store = KeyValueStore(backend: backend, logger: capture.logger("keel.storage"))
    #expect(corrupt.read(store))
    let warnings = capture.records.filter { $0.level == .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("storage key '\(corrupt.key)' \(corrupt.expectedWarning)") == true)
    #expect(warnings.first?.metadata["key"] == corrupt.key)
    // The unreadable value is left for whoever wrote it, not destroyed by a read.
    #expect(backend.value(forKey: corrupt.key) == corrupt.stored)
  }

  @Test func aValueThatDoesNotEncodeIsNotStoredAndIsLogged() {
    let capture = LogCapture()
    let backend = InMemoryKeyValueBackend()
    let store = KeyValueStore(backend: backend, logger: capture.logger())
    let key = StorageKey<[Double]>("ratios", default: [])
    store.set([1.5], for: key)
    // JSONEncoder refuses non-finite numbers, so this array cannot be stored.
    store.set([Double.nan], for: key)
    #expect(store.value(for: key) == [1.5])
    #expect(capture.records.contains { $0.level == .error && $0.message.contains("storage key 'ratios'") })
  }

  // MARK: - Concurrency

  @Test func thousandConcurrentWritersOnDistinctKeysWithReaders() async throws {
    try await withTemporaryDirectory { directory in
      let store = KeyValueStore(backend: userDefaultsBackend(in: directory))
      let keys = (0..<1000).map { StorageKey<String>("key-\($0)", default: "") }
      let badReads = Locked(0)
      // Even iterations write one key each, odd ones read another key meanwhile: every read is
      // either the default or that key's final value. Run on GCD threads, not the cooperative
      // pool, so these blocking writes (each synchronizes the suite to disk) do not starve
      // other suites' tasks.
      await onDispatchThreads(iterations: 2 * keys.count) { iteration in
        let index = iteration / 2
        if iteration.isMultiple(of: 2) {
          store.set("value-\(index)", for: keys[index])
        } else {
          let other = (index * 7) % keys.count
          let read = store.value(for: keys[other])
          if !(read.isEmpty || read == "value-\(other)") { badReads.withLock { $0 += 1 } }
        }
      }
      #expect(badReads.withLock { $0 } == 0)
      for (index, key) in keys.enumerated() {
        #expect(store.value(for: key) == "value-\(index)")
      }
      // And the suite on disk has them all: a new store over a new backend reads them back.
      let reopened = KeyValueStore(backend: userDefaultsBackend(in: directory))
      let missing = keys.enumerated().filter { reopened.value(for: $1) != "value-\($0)" }
      #expect(missing.isEmpty)
    }
  }

  // MARK: - Observation

  @Test func changesStartWithTheCurrentValueThenEveryWrite() async {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    store.set(1, \.launchCount)
    var iterator = store.changes(\.launchCount).makeAsyncIterator()
    #expect(await iterator.next() == 1)
    store.set(2, \.launchCount)
    store.set(3, \.launchCount)
    store.set(42, \.launchCount)
    #expect(await iterator.next() == 2)
    #expect(await iterator.next() == 3)
    #expect(await iterator.next() == 42)
  }

  // Issue 21, item 12: a write between a subscription's first read and its yield was delivered
  // first, so the stream's last value was older than the stored one. The backend makes that
  // interleaving happen on every run: during the subscription's first read it lets a writer on
  // another thread store 2 and notify, and waits (up to a bound) for it to finish before
  // returning the 1 it read.
  @Test func aWriteDuringTheFirstReadIsTheLastValueDelivered() async throws {
    let backend = WriteDuringReadBackend()
    let store = KeyValueStore(backend: backend)
    store.set(1, \.launchCount)
    backend.duringNextRead = { store.set(2, \.launchCount) }
    let stream = store.changes(\.launchCount)
    var seen: [Int] = []
    for await value in stream {
      seen.append(value)
      if seen.count == 2 { break }
    }
    #expect(store.value(\.launchCount) == 2)
    #expect(seen.last == 2, "delivered \(seen), stored 2")
  }

  @Test func changesOfOneKeyIgnoreOtherKeys() async {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    var iterator = store.changes(\.onboardingCompleted).makeAsyncIterator()
    #expect(await iterator.next() == false)
    store.set(9, \.launchCount)
    store.set(true, \.onboardingCompleted)
    #expect(await iterator.next() == true)
  }

  @Test func cancellingTheConsumerUnregistersTheObserver() async throws {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let task = Task {
      for await _ in store.changes(\.launchCount) {}
    }
    // A failed wait must not leave the consumer iterating forever.
    defer { task.cancel() }
    try await waitForCondition { store.observerCount(forKey: "launch_count") == 1 }
    task.cancel()
    try await waitForCondition { store.observerCount(forKey: "launch_count") == 0 }
    #expect(store.observerCount(forKey: "launch_count") == 0)
  }
}
