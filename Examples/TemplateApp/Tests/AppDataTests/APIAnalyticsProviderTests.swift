import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelNetwork
import KeelTesting
import Testing

/// The API provider against the in-process development server over a real socket, with its
/// queue in real files and its retries waiting on a test clock.
@Suite("APIAnalyticsProvider against the development server")
struct APIAnalyticsProviderTests {
  /// No jitter, so the test knows the longest wait; four attempts.
  static let retryPolicy = RetryPolicy(
    maximumAttempts: 4, initialDelay: .seconds(1), multiplier: 2, maximumDelay: .seconds(8), jitter: 0)

  final class Folder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-api-\(UUID().uuidString)")
    var file: URL { url.appendingPathComponent("events.json") }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static func queue(_ folder: Folder, capacity: Int = AnalyticsEventQueue.defaultCapacity) -> AnalyticsEventQueue {
    AnalyticsEventQueue(fileURL: folder.file, capacity: capacity, logger: LogCapture().logger())
  }

  static func provider(
    _ queue: AnalyticsEventQueue, client: any APIClientProtocol, batchSize: Int = 3, automatic: Bool = false,
    clock: TestClock = TestClock(), capture: LogCapture = LogCapture()
  ) -> APIAnalyticsProvider {
    APIAnalyticsProvider(
      queue: queue, client: client, batchSize: batchSize, flushesWhenBatchFills: automatic, retryPolicy: retryPolicy,
      clock: clock, logger: capture.logger())
  }

  static func stored(_ harness: DevServerHarness) async throws -> [String] {
    try await harness.server.database.events(owner: harness.account.email).map(\.name)
  }

  /// Waits until the server has logged `count` event posts, and checks it logs no more.
  static func waitForPosts(_ count: Int, _ harness: DevServerHarness) async throws {
    try await waitForCondition { harness.server.activity.count(of: .postEvents) >= count }
    #expect(harness.server.activity.count(of: .postEvents) == count)
  }

  @Test func aFlushSendsTheQueueInBatchesOldestFirst() async throws {
    try await DevServerHarness.with { harness in
      let folder = Folder()
      let provider = Self.provider(Self.queue(folder), client: try await harness.signedInClient().client)
      for index in 1...7 { provider.record(AnalyticsEvent("e\(index)", properties: ["n": "\(index)"])) }
      #expect(await provider.flush() == .init(sent: 7))
      #expect(try await Self.stored(harness) == (1...7).map { "e\($0)" })
      // Seven events at three a batch: 3 + 3 + 1. (The server records a request just after
      // answering it, so its log is awaited.)
      try await Self.waitForPosts(3, harness)
      #expect(provider.queue.count == 0)
      let stored = try await harness.server.database.events(owner: harness.account.email)
      #expect(stored.last?.properties == ["n": "7"])
    }
  }

  @Test func aFullBatchIsSentWithoutAnExplicitFlush() async throws {
    try await DevServerHarness.with { harness in
      let folder = Folder()
      let provider = Self.provider(
        Self.queue(folder), client: try await harness.signedInClient().client, batchSize: 3, automatic: true)
      for name in ["a", "b", "c"] { provider.record(AnalyticsEvent(name)) }
      try await waitForCondition { harness.server.activity.count(of: .postEvents) == 1 }
      #expect(try await Self.stored(harness) == ["a", "b", "c"])
    }
  }

  @Test func aServerErrorIsRetriedAfterTheBackoffAndTheBatchThenDelivered() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.postEvents: .status(500)])) { harness in
      let folder = Folder()
      let clock = TestClock()
      let provider = Self.provider(
        Self.queue(folder), client: try await harness.signedInClient().client, clock: clock)
      provider.record(AnalyticsEvent("first"))
      provider.record(AnalyticsEvent("second"))
      let flushing = Task { await provider.flush() }
      // A failed wait must not leave the flush asleep on the test clock for the rest of the run.
      defer { flushing.cancel() }
      try await clock.waitForSleepers(1)
      try await Self.waitForPosts(1, harness)
      #expect(harness.server.activity.records.filter { $0.route == .postEvents }.map(\.status) == [500])
      #expect(provider.queue.count == 2)
      harness.server.update { $0.failures = [:] }
      clock.advance(by: Self.retryPolicy.backoff(beforeRetry: 1))
      #expect(await flushing.value == .init(sent: 2))
      try await Self.waitForPosts(2, harness)
      #expect(harness.server.activity.records.filter { $0.route == .postEvents }.map(\.status) == [500, 201])
      #expect(try await Self.stored(harness) == ["first", "second"])
      #expect(provider.queue.count == 0)
    }
  }

  @Test func afterTheLastAttemptTheEventsWaitOnDiskForTheNextFlush() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.postEvents: .status(503)])) { harness in
      let folder = Folder()
      let clock = TestClock()
      let provider = Self.provider(
        Self.queue(folder), client: try await harness.signedInClient().client, clock: clock)
      provider.record(AnalyticsEvent("kept"))
      let flushing = Task { await provider.flush() }
      defer { flushing.cancel() }
      // Backoff doubles: 1 s, 2 s, 4 s between the four attempts.
      for retry in 1..<Self.retryPolicy.maximumAttempts {
        try await clock.waitForSleepers(1)
        clock.advance(by: Self.retryPolicy.backoff(beforeRetry: retry))
      }
      let report = await flushing.value
      #expect(report.sent == 0)
      guard case .gaveUp(let error) = report.stop else {
        Issue.record("expected the flush to give up, got \(report)")
        return
      }
      #expect(error.statusCode == 503)
      try await Self.waitForPosts(Self.retryPolicy.maximumAttempts, harness)
      provider.queue.save()
      #expect(Self.queue(folder).entries.map(\.event.name) == ["kept"])
    }
  }

  @Test func eventsRecordedBeforeARelaunchAreSentByTheNextLaunch() async throws {
    try await DevServerHarness.with { harness in
      let folder = Folder()
      do {
        // First launch: nothing is sent (the batch is not full and the app is killed).
        let provider = Self.provider(
          Self.queue(folder), client: try await harness.signedInClient().client, batchSize: 10, automatic: true)
        for name in ["launch", "Home_Appear", "Item_Saved"] { provider.record(AnalyticsEvent(name)) }
        // The app saves when it goes to the background, before it may be killed.
        provider.queue.save()
      }
      #expect(harness.server.activity.count(of: .postEvents) == 0)
      // Second launch: new instances over the same file.
      let relaunched = Self.provider(Self.queue(folder), client: try await harness.signedInClient().client)
      #expect(relaunched.queue.count == 3)
      #expect(await relaunched.flush() == .init(sent: 3))
      #expect(try await Self.stored(harness) == ["launch", "Home_Appear", "Item_Saved"])
      relaunched.queue.save()
      #expect(Self.queue(folder).count == 0)
    }
  }

  @Test func theQueueIsBoundedTheOldestDroppedAndTheCountKeptAcrossARelaunch() async throws {
    try await DevServerHarness.with { harness in
      let folder = Folder()
      do {
        let provider = Self.provider(
          Self.queue(folder, capacity: 4), client: try await harness.signedInClient().client)
        for index in 1...6 { provider.record(AnalyticsEvent("e\(index)")) }
        #expect(provider.queue.droppedCount == 2)
        provider.queue.save()
      }
      let relaunched = Self.provider(
        Self.queue(folder, capacity: 4), client: try await harness.signedInClient().client)
      #expect(relaunched.queue.droppedCount == 2)
      #expect(await relaunched.flush() == .init(sent: 4))
      #expect(try await Self.stored(harness) == ["e3", "e4", "e5", "e6"])
    }
  }

  @Test func signedOutTheFlushStopsAndKeepsTheEvents() async throws {
    try await DevServerHarness.with { harness in
      let folder = Folder()
      let provider = Self.provider(Self.queue(folder), client: harness.anonymousClient())
      provider.record(AnalyticsEvent("waiting"))
      #expect(await provider.flush() == .init(stop: .notSignedIn))
      #expect(provider.queue.count == 1)
      #expect(harness.server.activity.count(of: .postEvents) == 0)
    }
  }

  @Test func aBatchTheServerRefusesIsDroppedAndCountedSoLaterEventsFlow() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.postEvents: .status(422)])) { harness in
      let folder = Folder()
      let capture = LogCapture()
      let provider = Self.provider(
        Self.queue(folder), client: try await harness.signedInClient().client, capture: capture)
      provider.record(AnalyticsEvent("refused"))
      #expect(await provider.flush() == .init(refused: 1))
      #expect(provider.queue.count == 0)
      #expect(provider.queue.droppedCount == 1)
      #expect(capture.records.contains { $0.level == .error && $0.message.contains("refused by the server") })
      harness.server.update { $0.failures = [:] }
      provider.record(AnalyticsEvent("accepted"))
      #expect(await provider.flush() == .init(sent: 1))
      #expect(try await Self.stored(harness) == ["accepted"])
    }
  }

  @Test func aBatchSizeBeyondTheServersLimitIsClampedWithAWarning() {
    let folder = Folder()
    let capture = LogCapture()
    let provider = APIAnalyticsProvider(
      queue: Self.queue(folder),
      client: APIClient(configuration: APIConfiguration(baseURL: URL(string: "http://127.0.0.1:1")!)),
      batchSize: 500, logger: capture.logger())
    #expect(provider.batchSize == APIAnalyticsProvider.maximumBatchSize)
    #expect(capture.records.first?.level == .warning)
  }
}
