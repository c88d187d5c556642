import AppData
import AppDomain
import AppTestSupport
import Foundation
import KeelTesting
import Testing

@Suite("AnalyticsManager")
struct AnalyticsManagerTests {
  @Test func everyProviderGetsEveryEventInOrder() {
    let first = RecordingAnalyticsProvider(name: "first")
    let second = RecordingAnalyticsProvider(name: "second")
    let manager = AnalyticsManager(providers: [first, second], logger: LogCapture().logger())
    manager.track(.screenAppeared("Home"))
    manager.track(AnalyticsEvent("Item_Saved", properties: ["category": "drinks"]))
    let expected = [AnalyticsEvent("Home_Appear"), AnalyticsEvent("Item_Saved", properties: ["category": "drinks"])]
    #expect(first.events == expected)
    #expect(second.events == expected)
  }

  @Test(arguments: ["", String(repeating: "n", count: AnalyticsEvent.maximumNameLength + 1)])
  func anEventNoServerWouldTakeIsRefusedWithAWarning(name: String) {
    let provider = RecordingAnalyticsProvider()
    let capture = LogCapture()
    let manager = AnalyticsManager(providers: [provider], logger: capture.logger())
    manager.track(AnalyticsEvent(name))
    #expect(provider.events.isEmpty)
    #expect(capture.records.count == 1)
    #expect(capture.records.first?.level == .warning)
    #expect(capture.lines.first?.contains("analytics event refused: its name") == true)
  }

  @Test func aTrackedEventReachesTheLogAndTheServer() async throws {
    try await DevServerHarness.with { harness in
      let file = harness.folder.appendingPathComponent("analytics/events.json")
      let capture = LogCapture()
      let api = APIAnalyticsProvider(
        queue: AnalyticsEventQueue(fileURL: file, logger: capture.logger()),
        client: try await harness.signedInClient().client, flushesWhenBatchFills: false, logger: capture.logger())
      let manager = AnalyticsManager(
        providers: [LoggingAnalyticsProvider(logger: capture.logger()), api], logger: capture.logger())
      manager.track(.screenAppeared("Home"))
      #expect(capture.records.map(\.message) == ["analytics event Home_Appear"])
      #expect(await api.flush() == .init(sent: 1))
      let stored = try await harness.server.database.events(owner: harness.account.email)
      #expect(stored.map(\.name) == ["Home_Appear"])
    }
  }

  @Test func aNameAtTheLimitIsSent() {
    let provider = RecordingAnalyticsProvider()
    let name = String(repeating: "n", count: AnalyticsEvent.maximumNameLength)
    AnalyticsManager(providers: [provider], logger: LogCapture().logger()).track(AnalyticsEvent(name))
    #expect(provider.events.map(\.name) == [name])
  }
}
