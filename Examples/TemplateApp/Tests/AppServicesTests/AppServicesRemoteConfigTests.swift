import AppData
import AppDomain
import AppServices
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelStorage
import KeelTesting
import Testing

/// The remote configuration through the real composition root, against the in-process DevServer
/// over 127.0.0.1 and a store on disk shared by the launches: a flag changed on the server
/// changes the next launch, a launch without the server uses the kept flags, and the overrides
/// of development and tests win.
@MainActor
@Suite("AppServices: remote configuration")
struct AppServicesRemoteConfigTests {
  static func services(
    _ harness: DevServerHarness?, port: UInt16? = nil, store: KeyValueStore, extra: [String: String] = [:]
  ) throws -> AppServices {
    var api = harness.map(TestEnvironments.apiValues(for:)) ?? TestEnvironments.unreachableAPIValues
    if let port { api[AppAPISettings.Key.baseURL.rawValue] = "http://127.0.0.1:\(port)" }
    // The longest launch deadline the app accepts: on a loaded machine the server's answer can
    // take longer than the app's 5 s, and these tests are about the answer, not the deadline.
    api[AppAPISettings.Key.statusDeadline.rawValue] = "60"
    let values = TestEnvironments.values(.development, extra: api.merging(extra) { _, new in new })
    return try AppServices(environment: TestEnvironments.environment(values, store: store))
  }

  @Test func aFlagChangedOnTheServerChangesTheNextLaunch() async throws {
    try await DevServerHarness.with { harness in
      let store = try DiskKeyValueStore().open()
      try await harness.server.database.replaceRemoteFlags(["paywall": false])
      do {
        let first = try Self.services(harness, store: store)
        await first.launch()
        #expect(first.session.remoteConfigSource == .server)
        #expect(first.flags.isEnabled(.paywall) == false)
      }
      let change = try await harness.client.send("PUT", "/_dev/remote-config", json: ["flags": ["paywall": true]])
      #expect(change.status == 200)
      let second = try Self.services(harness, store: store)
      #expect(second.flags.isEnabled(.paywall) == false, "until the launch answers, the kept flags hold")
      await second.launch()
      #expect(second.flags.isEnabled(.paywall))
      #expect(harness.server.activity.count(of: .config) == 2, "one fetch per launch")
    }
  }

  @Test func withoutTheServerTheKeptFlagsHoldAndAWarningSaysSo() async throws {
    let store = try DiskKeyValueStore().open()
    try await DevServerHarness.with { harness in
      try await harness.server.database.replaceRemoteFlags(["onboarding": false])
      let first = try Self.services(harness, store: store)
      await first.launch()
      #expect(first.session.remoteConfigSource == .server)
    }
    // The server gone: an address where connecting is refused.
    let refusing = try RefusingPort()
    let second = try Self.services(nil, port: refusing.port, store: store)
    await second.launch()
    #expect(second.session.remoteConfigSource == .cache)
    #expect(second.flags.isEnabled(.onboarding) == false)
    #expect(second.session.rootState == .signIn, "onboarding still off: the kept flags, not the defaults")
    withExtendedLifetime(refusing) {}
  }

  @Test func aConfigurationOverrideWinsOverTheServer() async throws {
    try await DevServerHarness.with { harness in
      try await harness.server.database.replaceRemoteFlags(["paywall": false, "onboarding": false])
      let services = try Self.services(
        harness, store: try DiskKeyValueStore().open(), extra: [FeatureFlag.paywall.configurationKey: "true"])
      await services.launch()
      #expect(services.flags.isEnabled(.paywall), "FEATURE_PAYWALL holds in development")
      #expect(services.flags.isEnabled(.onboarding) == false, "the flags it does not override follow the server")
    }
  }

  @Test func theMockBuildAsksNoServerAndRunsOnTheDefaults() async throws {
    let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
    await services.launch()
    #expect(services.session.remoteConfigSource == nil)
    #expect(services.flags == FeatureFlags())
    #expect(services.session.rootState != .loading)
  }
}
