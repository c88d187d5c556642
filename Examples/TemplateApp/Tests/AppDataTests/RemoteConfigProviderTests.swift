import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelNetwork
import KeelStorage
import KeelTesting
import Testing

/// The remote configuration against the development server over 127.0.0.1: fetched and kept,
/// then the kept one, then the defaults, each fallback with a warning.
@Suite("RemoteConfigProvider against the development server")
struct RemoteConfigProviderTests {
  @Test func aFetchedConfigIsReturnedAndKeptForTheNextLaunch() async throws {
    try await DevServerHarness.with { harness in
      try await harness.server.database.replaceRemoteFlags(["paywall": false])
      let store = try DiskKeyValueStore().open()
      let provider = RemoteConfigProvider(
        repository: RemoteConfigRepository(client: harness.statusClient()), store: store, deadline: .seconds(60),
        logger: LogCapture().logger())
      #expect(provider.cached() == nil)
      let result = await provider.load()
      #expect(result == RemoteConfigResult(config: RemoteConfig(flags: ["paywall": false]), source: .server))
      #expect(provider.cached() == RemoteConfig(flags: ["paywall": false]))
      #expect(store.value(for: RemoteConfigProvider.storageKey) == RemoteConfig(flags: ["paywall": false]))
    }
  }

  @Test func anUnreadableAnswerFallsBackToTheKeptConfigWithAWarning() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.config: .malformedBody])) { harness in
      let store = try DiskKeyValueStore().open()
      store.set(RemoteConfig(flags: ["onboarding": false]), for: RemoteConfigProvider.storageKey)
      let log = LogCapture()
      let provider = RemoteConfigProvider(
        repository: RemoteConfigRepository(client: harness.statusClient(retryPolicy: .none)), store: store,
        deadline: .seconds(60), logger: log.logger())
      let result = await provider.load()
      #expect(result == RemoteConfigResult(config: RemoteConfig(flags: ["onboarding": false]), source: .cache))
      let warning = try #require(log.records.first { $0.level == .warning })
      #expect(warning.description.contains("kept from the last launch"), "\(warning)")
      #expect(warning.description.contains("Unreadable response"), "the failure is named: \(warning)")
    }
  }

  @Test func withNothingKeptAFailureFallsBackToTheDefaultsWithAWarning() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.config: .status(403)])) { harness in
      let store = try DiskKeyValueStore().open()
      let log = LogCapture()
      let provider = RemoteConfigProvider(
        repository: RemoteConfigRepository(client: harness.statusClient(retryPolicy: .none)), store: store,
        deadline: .seconds(60), logger: log.logger())
      let result = await provider.load()
      #expect(result == RemoteConfigResult(config: .defaults, source: .defaults))
      #expect(provider.cached() == nil, "a failure stores nothing")
      let warning = try #require(log.records.first { $0.level == .warning })
      #expect(warning.description.contains("built-in defaults"), "\(warning)")
    }
  }

  @Test func aServerThatIsGoneFallsBackWithinTheDeadline() async throws {
    let refusing = try RefusingPort()
    let store = try DiskKeyValueStore().open()
    store.set(RemoteConfig(flags: ["paywall": false]), for: RemoteConfigProvider.storageKey)
    let client = APIClient(configuration: APIConfiguration(baseURL: refusing.baseURL))
    let log = LogCapture()
    let provider = RemoteConfigProvider(
      repository: RemoteConfigRepository(client: client), store: store, deadline: .seconds(30), logger: log.logger())
    let result = await provider.load()
    #expect(result.source == .cache)
    #expect(result.config.flags == ["paywall": false])
    withExtendedLifetime(refusing) {}
  }

  @Test func aSlowServerIsGivenUpOnAtTheLaunchDeadline() async throws {
    // The server would answer after 20 s; the launch deadline is 1 s. The bound checked is
    // far from both, so a loaded machine cannot fail it, and a provider that waited would.
    let slow = DevServerConfiguration(latencyMilliseconds: [.config: 20_000])
    try await DevServerHarness.with(slow) { harness in
      let log = LogCapture()
      let provider = RemoteConfigProvider(
        repository: RemoteConfigRepository(client: harness.statusClient()), store: try DiskKeyValueStore().open(),
        deadline: .seconds(1), logger: log.logger())
      let clock = ContinuousClock()
      let started = clock.now
      let result = await provider.load()
      #expect(clock.now - started < .seconds(15))
      #expect(result.source == .defaults)
      #expect(log.records.contains { $0.level == .warning })
    }
  }
}
