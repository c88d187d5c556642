import AppDomain
import AppFeature
import AppTestSupport
import KeelNavigation
import KeelNotifications
import KeelTesting
import Testing

/// Notification taps, routed as a table: what the tap carried, what the gate received, what
/// was tracked.
@MainActor
@Suite("PushRoutingManager")
struct PushRoutingManagerTests {
  nonisolated static let planner = NotificationPlanner(identifierPrefix: "template")
  nonisolated static let dailyID = "\(planner.dailyIdentifierPrefix)daily-10-00.2026-11-23"

  struct Row: Sendable, CustomStringConvertible {
    let tap: NotificationTap
    let outcome: NotificationTapOutcome
    let delivered: [AppDeepLink]
    let tracked: [String]
    var description: String { "\(tap.requestIdentifier) \(tap.action) \(tap.payload)" }
  }

  nonisolated static let table: [Row] = [
    // keel:sample begin
    Row(
      tap: NotificationTap(requestIdentifier: "promo-1", payload: ["deepLink": "keeltemplate://item/42"]),
      outcome: .deepLink("keeltemplate://item/42"), delivered: [.item(id: "42")], tracked: ["deepLink"]),
    Row(
      tap: NotificationTap(
        requestIdentifier: "promo-2", payload: ["deepLink": "keeltemplate://tab/favorites?utm_source=push"]),
      outcome: .deepLink("keeltemplate://tab/favorites?utm_source=push"), delivered: [.tab(.favorites)],
      tracked: ["deepLink"]),
    // keel:sample end
    Row(
      tap: NotificationTap(requestIdentifier: dailyID, payload: ["deepLink": "keeltemplate://profile"]),
      outcome: .deepLink("keeltemplate://profile"), delivered: [.profile], tracked: ["deepLink"]),
    Row(
      tap: NotificationTap(requestIdentifier: dailyID), outcome: .openApp, delivered: [], tracked: ["daily"]),
    Row(
      tap: NotificationTap(requestIdentifier: "promo-3", payload: ["deepLink": "https://evil.example/item/1"]),
      outcome: .openApp, delivered: [], tracked: ["invalidDeepLink"]),
    Row(
      tap: NotificationTap(requestIdentifier: "someone-else", payload: ["title": "hello"]), outcome: .openApp,
      delivered: [], tracked: ["other"]),
    Row(
      tap: NotificationTap(
        requestIdentifier: "promo-4", action: .dismiss, payload: ["deepLink": "keeltemplate://item/42"]),
      outcome: .ignored, delivered: [], tracked: []),
    // keel:sample begin
    Row(
      tap: NotificationTap(
        requestIdentifier: "promo-5", action: .custom("view"), payload: ["deepLink": "keeltemplate://item/7"]),
      outcome: .deepLink("keeltemplate://item/7"), delivered: [.item(id: "7")], tracked: ["deepLink"]),
    // keel:sample end
  ]

  @Test(arguments: table)
  func eachTapIsRoutedAsTheTableSays(row: Row) {
    var delivered: [AppDeepLink] = []
    let gate = DeepLinkGate<AppDeepLink>(logger: LogCapture().logger()) { delivered.append($0) }
    gate.open()
    let analytics = RecordingAnalytics()
    let manager = PushRoutingManager(
      parser: AppDeepLinkParser.make(logger: LogCapture().logger()), gate: gate, planner: Self.planner,
      analytics: analytics, logger: LogCapture().logger())
    #expect(manager.handle(row.tap) == row.outcome)
    #expect(delivered == row.delivered)
    #expect(analytics.events.map { $0.properties["kind"] ?? "" } == row.tracked)
    #expect(analytics.names.allSatisfy { $0 == "Notification_Open" })
  }

  // keel:sample begin
  @Test func aLinkTappedBeforeTheMainTabsWaitsInTheGate() {
    var delivered: [AppDeepLink] = []
    let gate = DeepLinkGate<AppDeepLink>(logger: LogCapture().logger()) { delivered.append($0) }
    let manager = PushRoutingManager(
      parser: AppDeepLinkParser.make(logger: LogCapture().logger()), gate: gate, planner: Self.planner,
      analytics: RecordingAnalytics())
    manager.handle(NotificationTap(requestIdentifier: "a", payload: ["deepLink": "keeltemplate://item/1"]))
    manager.handle(NotificationTap(requestIdentifier: "b", payload: ["deepLink": "keeltemplate://item/2"]))
    #expect(delivered.isEmpty)
    #expect(gate.pending == .item(id: "2"))
    gate.open()
    #expect(delivered == [.item(id: "2")])
  }
  // keel:sample end

  // keel:sample begin
  @Test func inWebModeALinkIsIgnoredButTheTapStillCounts() {
    var delivered: [AppDeepLink] = []
    let capture = LogCapture()
    let gate = DeepLinkGate<AppDeepLink>(logger: capture.logger()) { delivered.append($0) }
    gate.mode = .webView
    gate.open()
    let manager = PushRoutingManager(
      parser: AppDeepLinkParser.make(logger: LogCapture().logger()), gate: gate, planner: Self.planner,
      analytics: RecordingAnalytics())
    manager.handle(NotificationTap(requestIdentifier: "a", payload: ["deepLink": "keeltemplate://item/1"]))
    #expect(delivered.isEmpty)
    #expect(capture.lines.contains { $0.contains("web-view mode") })
  }
  // keel:sample end
}
