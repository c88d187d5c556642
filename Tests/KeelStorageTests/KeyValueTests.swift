import Foundation
import KeelTesting
import Testing

@testable import KeelStorage

@Suite struct KeyValueTests {
  /// A plain class whose store arrives at init (the documented pattern).
  final class OnboardingFlow {
    @KeyValue private var onboardingCompleted: Bool

    init(store: KeyValueStore) {
      _onboardingCompleted = KeyValue(\.onboardingCompleted, store: store)
    }

    var isFinished: Bool { onboardingCompleted }
    func finish() { onboardingCompleted = true }
  }

  /// A struct, used through a `let`: the wrapper's setter is nonmutating.
  struct TokenHolder {
    @KeyValue var userToken: String?
  }

  @Test func classesReadAndWriteThroughTheInjectedStore() {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let flow = OnboardingFlow(store: store)
    #expect(flow.isFinished == false)
    flow.finish()
    #expect(store.value(\.onboardingCompleted) == true)
    #expect(OnboardingFlow(store: store).isFinished)
  }

  @Test func structsHeldByLetCanWrite() {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let holder = TokenHolder(userToken: KeyValue(\.userToken, store: store))
    let token = UUID().uuidString
    holder.userToken = token
    #expect(store.value(\.userToken) == token)
    holder.userToken = nil
    #expect(store.value(\.userToken) == nil)
  }

  @Test func localDeclarationNamesTheStore() async {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    @KeyValue(\.launchCount, store: store) var launchCount: Int
    #expect(launchCount == 0)
    launchCount += 1
    launchCount += 1
    #expect(store.value(\.launchCount) == 2)
    var changes = $launchCount.makeAsyncIterator()
    #expect(await changes.next() == 2)
  }

  @Test func storesAreIndependent() {
    let first = KeyValueStore(backend: InMemoryKeyValueBackend())
    let second = KeyValueStore(backend: InMemoryKeyValueBackend())
    OnboardingFlow(store: first).finish()
    #expect(OnboardingFlow(store: second).isFinished == false)
  }

  // MARK: - Across processes

  @Test func aValueWrittenByOneProcessIsReadByAnother() async throws {
    let probe = try #require(Self.probeExecutable(), "KeelStorageProbe not built next to the tests")
    try await withTemporaryDirectory { directory in
      let suite = directory.appendingPathComponent("shared-suite").path
      let text = "written by pid-less process \(UUID().uuidString) ✓"
      let write = try Self.run(probe, ["write", suite, text])
      #expect(write.status == 0)
      #expect(FileManager.default.fileExists(atPath: suite + ".plist"))
      let read = try Self.run(probe, ["read", suite])
      #expect(read.status == 0)
      #expect(read.output == text)
      // And this process sees it too, through its own @KeyValue.
      let store = KeyValueStore(backend: try #require(UserDefaultsKeyValueBackend(suiteName: suite)))
      @KeyValue(key: StorageKey("probe_text", default: ""), store: store) var probeText: String
      #expect(probeText == text)
    }
  }

  @Test func theProbeReadsTheDefaultFromAnEmptySuite() async throws {
    let probe = try #require(Self.probeExecutable())
    try await withTemporaryDirectory { directory in
      let read = try Self.run(probe, ["read", directory.appendingPathComponent("empty").path])
      #expect(read.output == "<default>")
    }
  }

  /// The probe is built into the same products folder as the test bundle.
  static func probeExecutable() -> URL? {
    let candidates = [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
    for candidate in candidates.compactMap({ $0 }) {
      var directory = candidate.deletingLastPathComponent()
      for _ in 0..<3 {
        let probe = directory.appendingPathComponent("KeelStorageProbe")
        if FileManager.default.isExecutableFile(atPath: probe.path) { return probe }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }

  static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
