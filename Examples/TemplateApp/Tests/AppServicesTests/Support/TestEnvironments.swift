import AppData
import AppDomain
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import KeelNotifications
import KeelStorage

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The language codes the composition root applied, in order.
final class AppliedLanguageCodes: Sendable {
  private let codes = Locked<[String?]>([])
  var all: [String?] { codes.withLock { $0 } }
  func record(_ code: String?) { codes.withLock { $0.append(code) } }
}

/// Environments for building the real `AppServices` in tests: in-memory stores and centre, the
/// language switch recorded (the generated strings' switch is process-wide and other suites
/// read it), and the wire optionally recorded.
enum TestEnvironments {
  static func values(_ configuration: BuildConfiguration, extra: [String: String] = [:]) -> [String: String] {
    [BuildConfiguration.configurationKey: configuration.rawValue].merging(extra) { _, new in new }
  }

  /// The API keys of `harness`'s server: what a development build reads from its xcconfig,
  /// with the longest launch deadline the app accepts: these tests are about the server's
  /// answer, and on a loaded machine the app's 5 s passed before it arrived.
  static func apiValues(for harness: DevServerHarness) -> [String: String] {
    [
      AppAPISettings.Key.baseURL.rawValue: harness.server.baseURL.absoluteString,
      AppAPISettings.Key.basicUser.rawValue: harness.credentials.basicUser,
      AppAPISettings.Key.basicPass.rawValue: harness.credentials.basicPassword,
      AppAPISettings.Key.statusDeadline.rawValue: "60",
    ]
  }

  /// API keys for a server nothing answers at (a build that must not send, or whose requests
  /// the recording protocol stops first).
  static let unreachableAPIValues: [String: String] = [
    AppAPISettings.Key.baseURL.rawValue: "https://api.invalid",
    AppAPISettings.Key.basicUser.rawValue: "template-user",
    AppAPISettings.Key.basicPass.rawValue: UUID().uuidString,
  ]

  static func environment(
    _ values: [String: String], store: KeyValueStore = KeyValueStore(backend: InMemoryKeyValueBackend()),
    secureStore: any SecureStore = InMemorySecureStore(), flagOverrides: [FeatureFlag: Bool] = [:],
    livePurchases: (@MainActor () -> any PurchasesManager)? = nil,
    languages: AppliedLanguageCodes = AppliedLanguageCodes(), recordsWire: Bool = false,
    storageDirectory: URL? = nil,
    notificationCenter: InMemoryNotificationCenter = InMemoryNotificationCenter(
      now: Date(), timeZone: TimeZone(identifier: "UTC")!)
  ) -> AppServicesEnvironment {
    AppServicesEnvironment(
      values: values, appVersion: "1.0", buildNumber: "7", keyValueStore: store, secureStore: secureStore,
      notificationCenter: notificationCenter,
      flagOverrides: flagOverrides, livePurchases: livePurchases, applyLanguage: { languages.record($0) },
      notificationLanguages: { ["en"] },
      sessionConfiguration: {
        let configuration = URLSessionConfiguration.ephemeral
        if recordsWire { configuration.protocolClasses = [RecordingURLProtocol.self] }
        return configuration
      }, storageDirectory: storageDirectory)
  }
}
