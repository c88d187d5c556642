import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelNetwork
import KeelTesting
import Testing

/// Every status rule and edge case, with the app's real client talking to the development
/// server in-process over HTTP on 127.0.0.1.
@Suite("AppStatusService against the development server")
struct AppStatusServiceTests {
  static let webURL = "https://web.example.org/start?ref=app"
  static let statisticsURL = "https://stats.example.org/s"
  static let pdfURL = "https://stats.example.org/report.pdf"
  /// What a native answer carries when `getStatistics` answered.
  static let links = StatusLinks(statisticsURL: URL(string: statisticsURL)!, pdfURL: URL(string: pdfURL)!)

  static func server(
    _ mode: DevServerConfiguration.StatusMode = .web, objectsURL: String? = webURL,
    latency: [DevServerRoute: Int] = [:], failures: [DevServerRoute: DevServerFailure] = [:]
  ) -> DevServerConfiguration {
    DevServerConfiguration(
      statusMode: mode, objectsURL: objectsURL, statisticsURL: statisticsURL, pdfURL: pdfURL,
      latencyMilliseconds: latency, failures: failures)
  }

  /// A web answer returns as soon as `getObjects` does, so the statistics request may still be
  /// finishing on the server when `loadStatus()` returns.
  static func waitForBothStatusRequests(on activity: DevServerActivity) async throws {
    try await waitForCondition { activity.records.count >= 2 }
  }

  // MARK: - Which version is asked, if any

  @Test(arguments: ["1", "1.9.3", "0.1"])
  func defaultModeBelowVersionTwoSendsNoStatusRequest(appVersion: String) async throws {
    try await DevServerHarness.with(Self.server()) { harness in
      let result = await harness.statusService(mode: .default, appVersion: appVersion).loadStatus()
      #expect(result == .zero(statisticsURL: nil))
      #expect(harness.server.activity.records.isEmpty)
    }
  }

  @Test func aVersionWithoutANumericMajorSendsNothingAndIsLogged() async throws {
    try await DevServerHarness.with(Self.server()) { harness in
      let result = await harness.statusService(mode: .default, appVersion: "beta").loadStatus()
      #expect(result == .zero(statisticsURL: nil))
      #expect(harness.server.activity.records.isEmpty)
    }
  }

  @Test(arguments: [("2", "2"), ("2.4.1", "2"), ("10.0", "10"), ("3", "3")])
  func defaultModeFromVersionTwoAsksWithTheMajorVersion(appVersion: String, sent: String) async throws {
    try await DevServerHarness.with(Self.server()) { harness in
      let result = await harness.statusService(mode: .default, appVersion: appVersion).loadStatus()
      #expect(result == .one(URL(string: Self.webURL)!))
      try await Self.waitForBothStatusRequests(on: harness.server.activity)
      let versions = harness.server.activity.records.map { $0.query["version"] }
      #expect(versions == [sent, sent])
    }
  }

  @Test(arguments: ["1", "7"])
  func fixedVersionModeAlwaysSendsTwo(appVersion: String) async throws {
    try await DevServerHarness.with(Self.server()) { harness in
      let result = await harness.statusService(mode: .fixedVersion, appVersion: appVersion).loadStatus()
      #expect(result == .one(URL(string: Self.webURL)!))
      try await Self.waitForBothStatusRequests(on: harness.server.activity)
      #expect(Set(harness.server.activity.records.compactMap(\.route)) == [.getObjects, .getStatistics])
      #expect(harness.server.activity.records.allSatisfy { $0.query["version"] == "2" })
    }
  }

  // MARK: - Parallel requests

  @Test func objectsAndStatisticsAreInFlightAtTheSameTime() async throws {
    // Statistics answers first: a web answer returns at once and cancels a statistics request
    // still running, which the server would then record only after this test had looked.
    let configuration = Self.server(latency: [.getObjects: 500, .getStatistics: 250])
    try await DevServerHarness.with(configuration) { harness in
      let result = await harness.statusService(mode: .default, appVersion: "2").loadStatus()
      #expect(result == .one(URL(string: Self.webURL)!))
      let activity = harness.server.activity
      #expect(activity.peakInFlight(of: [.getObjects, .getStatistics]) == 2)
      let objects = try #require(activity.records.first { $0.route == .getObjects })
      let statistics = try #require(activity.records.first { $0.route == .getStatistics })
      #expect(objects.started < statistics.finished && statistics.started < objects.finished)
    }
  }

  // MARK: - Answers

  @Test func nativeModeIsZeroKeepingTheStatisticsURL() async throws {
    try await DevServerHarness.with(Self.server(.native)) { harness in
      let result = await harness.statusService(mode: .default, appVersion: "2").loadStatus()
      #expect(result == .zero(Self.links))
      #expect(result.status == .zero)
    }
  }

  /// The remote web mode is the team's choice, made in configuration (off in a new app): without
  /// it, a server answering with a page cannot turn the app into a web view.
  @Test func withTheWebModeOffAWebAnswerStaysNativeKeepingTheStatisticsURL() async throws {
    try await DevServerHarness.with(Self.server(.web)) { harness in
      let result = await harness.statusService(mode: .default, appVersion: "2", webModeEnabled: false).loadStatus()
      #expect(result == .zero(Self.links))
      #expect(harness.server.activity.records.first { $0.route == .getObjects }?.status == 200)
    }
  }

  @Test(
    arguments: [
      nil, "http://web.example.org/start", "not a url at all", "/relative/path", "javascript:alert(1)", "https://",
      "",
    ] as [String?])
  func aTwoHundredWithoutAnAbsoluteHTTPSURLIsZero(objectsURL: String?) async throws {
    try await DevServerHarness.with(Self.server(objectsURL: objectsURL)) { harness in
      let result = await harness.statusService(mode: .default, appVersion: "2").loadStatus()
      #expect(result == .zero(Self.links))
      #expect(harness.server.activity.records.first { $0.route == .getObjects }?.status == 200)
    }
  }

  @Test(arguments: [
    DevServerFailure.status(400), .status(401), .status(404), .status(500), .status(503), .malformedBody,
    .dropConnection,
  ])
  func anyObjectsFailureIsZeroKeepingTheStatisticsURL(failure: DevServerFailure) async throws {
    let policy = RetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(10))
    try await DevServerHarness.with(Self.server(failures: [.getObjects: failure])) { harness in
      let result = await harness.statusService(
        mode: .default, appVersion: "2", client: harness.statusClient(retryPolicy: policy)
      ).loadStatus()
      #expect(result == .zero(Self.links))
    }
  }

  @Test func aStatisticsFailureDoesNotStopTheWebView() async throws {
    try await DevServerHarness.with(Self.server(failures: [.getStatistics: .status(500)])) { harness in
      let result = await harness.statusService(mode: .default, appVersion: "2").loadStatus()
      #expect(result == .one(URL(string: Self.webURL)!))
    }
  }

  @Test func bothFailingIsZeroWithoutAStatisticsURL() async throws {
    let failures: [DevServerRoute: DevServerFailure] = [.getObjects: .status(500), .getStatistics: .malformedBody]
    try await DevServerHarness.with(Self.server(failures: failures)) { harness in
      let result = await harness.statusService(
        mode: .fixedVersion, appVersion: "1",
        client: harness.statusClient(retryPolicy: RetryPolicy(maximumAttempts: 1))
      ).loadStatus()
      #expect(result == .zero(statisticsURL: nil))
    }
  }

  @Test func wrongBasicCredentialsAreZero() async throws {
    try await DevServerHarness.with(Self.server()) { harness in
      let client = APIClient(
        configuration: APIConfiguration(
          baseURL: harness.server.baseURL,
          credentials: APICredentials(
            basic: BasicCredentials(username: harness.credentials.basicUser, password: UUID().uuidString))))
      let result = await harness.statusService(mode: .default, appVersion: "2", client: client).loadStatus()
      #expect(result == .zero(statisticsURL: nil))
      #expect(harness.server.activity.records.allSatisfy { $0.status == 401 })
    }
  }

  @Test func noServerListeningIsZero() async throws {
    let refusing = try RefusingPort()
    let client = APIClient(
      configuration: APIConfiguration(
        baseURL: refusing.baseURL,
        credentials: APICredentials(basic: BasicCredentials(username: "status", password: UUID().uuidString))),
    )
    let service = AppStatusService(
      objects: ObjectsRepository(client: client), statistics: StatisticsRepository(client: client), mode: .default,
      appVersion: "2")
    #expect(await service.loadStatus() == .zero(statisticsURL: nil))
    withExtendedLifetime(refusing) {}
  }

  // MARK: - Launch deadline

  @Test func aSlowServerIsZeroAtTheDeadlineKeepingAStatisticsURLThatArrived() async throws {
    // The deadline runs on a test clock, moved past it once the statistics answer (no latency)
    // has reached the service: a real deadline long enough for that answer on a loaded machine
    // (20 s; 1, 3 and 6 s were missed at load 11 on 2 cores) made this the slowest test of the app.
    let configuration = Self.server(latency: [.getObjects: 120_000])
    try await DevServerHarness.with(configuration) { harness in
      let clock = TestClock()
      let client = harness.statusClient()
      let statistics = ArrivalRecordingStatistics(StatisticsRepository(client: client))
      let service = AppStatusService(
        objects: ObjectsRepository(client: client), statistics: statistics, mode: .default, appVersion: "2",
        deadline: .seconds(120), clock: clock)
      let returned = Locked(false)
      let loading = Task {
        let result = await service.loadStatus()
        returned.withLock { $0 = true }
        return result
      }
      try await clock.waitForSleepers(1, timeout: .seconds(60))
      try await waitForCondition(timeout: .seconds(60)) { statistics.answered == 1 }
      #expect(!returned.withLock { $0 }, "waits for getObjects until the deadline")
      let wall = ContinuousClock()
      let advanced = wall.now
      clock.advance(by: .seconds(120))
      let result = await loading.value
      #expect(result == .zero(Self.links))
      // getObjects answers after 120 s, and its request may take as long: returning well before
      // that shows the deadline, not the server, ended the wait.
      #expect(wall.now - advanced < .seconds(60), "returned at the deadline, not when the server answered")
    }
  }

  @Test func aWebAnswerIsNotHeldBackBySlowStatistics() async throws {
    // A long deadline and longer statistics latency: waiting for either would take 30 s or more,
    // while the answer itself needs a fraction of that even on a loaded machine.
    let configuration = Self.server(latency: [.getStatistics: 60_000])
    try await DevServerHarness.with(configuration) { harness in
      let clock = ContinuousClock()
      let started = clock.now
      let result = await harness.statusService(mode: .default, appVersion: "2", deadline: .seconds(30))
        .loadStatus()
      let elapsed = clock.now - started
      #expect(result == .one(URL(string: Self.webURL)!))
      #expect(elapsed < .seconds(30), "answered when getObjects did, not at the deadline")
    }
  }

  @Test func retriesNeverOutliveTheDeadline() async throws {
    let policy = RetryPolicy(maximumAttempts: 1000, initialDelay: .milliseconds(100), maximumDelay: .milliseconds(100))
    let configuration = Self.server(failures: [.getObjects: .status(503)])
    try await DevServerHarness.with(configuration) { harness in
      let clock = ContinuousClock()
      let started = clock.now
      let result = await harness.statusService(
        mode: .default, appVersion: "2", deadline: .seconds(10), client: harness.statusClient(retryPolicy: policy)
      ).loadStatus()
      let elapsed = clock.now - started
      #expect(result == .zero(Self.links))
      // Retrying past the deadline would take 1000 × 100 ms and more; 10 s leaves room for the
      // statistics answer and a second attempt on a loaded machine (4 s did not, at load 11 on
      // 2 cores), and the margin over 10 s is for load too.
      #expect(elapsed < .seconds(25))
      // A request sent just before the deadline can reach the server's log just after
      // loadStatus returns, so count once that has settled; a retry (100 ms apart) would still
      // show in the window after.
      try await Task.sleep(for: .milliseconds(300))
      let attempts = harness.server.activity.count(of: .getObjects)
      #expect(attempts >= 2, "503 is retried")
      #expect(attempts < 250, "but not past the deadline (about 100 fit in it)")
      try await Task.sleep(for: .milliseconds(300))
      #expect(harness.server.activity.count(of: .getObjects) == attempts, "no retry after loadStatus returned")
    }
  }
}
