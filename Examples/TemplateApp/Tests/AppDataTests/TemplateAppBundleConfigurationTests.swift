import AppData
import AppTestSupport
import Foundation
import KeelCore
import Testing

/// What the iOS app's bundle hands AppAPISettings in each configuration: App/Info.plist's values
/// expanded with Config/<configuration>.xcconfig (and Local.xcconfig when present), as Xcode
/// expands them. Catches an Info.plist key that no longer matches AppAPISettings.Key, a
/// configuration that sets the wrong KEEL_BUILD_CONFIGURATION, a local settings file that could
/// turn a release build into a development one, or an Info.plist key named like a secret.
@Suite struct TemplateAppBundleConfigurationTests {
  static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A copy of Config/ in a fresh folder, so a test can add a Local.xcconfig.
  final class ConfigCopy {
    let folder: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-config-\(UUID().uuidString)")
      try FileManager.default.copyItem(
        at: TemplateAppBundleConfigurationTests.app.appendingPathComponent("Config"), to: folder)
      try? FileManager.default.removeItem(at: folder.appendingPathComponent("Local.xcconfig"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func writeLocalSettings(_ lines: [String]) throws {
      try lines.joined(separator: "\n").write(
        to: folder.appendingPathComponent("Local.xcconfig"), atomically: true, encoding: .utf8)
    }

    /// The Info.plist's string values as the configuration's build expands them.
    func bundleValues(_ configuration: String) throws -> [String: String] {
      let settings = try XCConfigFile(contentsOf: folder.appendingPathComponent("\(configuration).xcconfig"))
      let data = try Data(contentsOf: TemplateAppBundleConfigurationTests.app.appendingPathComponent("App/Info.plist"))
      let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
      return plist.compactMapValues { ($0 as? String).map(settings.expand) }
    }
  }

  @Test func infoPlistPassesEveryAppAPISettingsKeyAndTheBuildConfigurationThrough() throws {
    let data = try Data(contentsOf: Self.app.appendingPathComponent("App/Info.plist"))
    let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    for key in AppAPISettings.Key.allCases.map(\.rawValue) + [BuildConfiguration.configurationKey] {
      #expect(plist[key] as? String == "$(\(key))", "Info.plist should pass \(key) through from the xcconfig")
    }
    let urlTypes = try #require(plist["CFBundleURLTypes"] as? [[String: Any]])
    #expect(urlTypes.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] } == ["keeltemplate"])
  }

  /// Everything in the bundle is public (issue 34 item 9): the API's Basic pair is a client
  /// identifier, and no Info.plist key, nor the setting it is fed from, is named like a secret.
  @Test func noInfoPlistKeyIsNamedLikeASecret() throws {
    let data = try Data(contentsOf: Self.app.appendingPathComponent("App/Info.plist"))
    let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    for (key, value) in plist {
      let names = (key + " " + (value as? String ?? "")).uppercased()
      for word in ["PASSWORD", "SECRET", "PRIVATE_KEY"] {
        #expect(!names.contains(word), "Info.plist's \(key) is named like a secret; the bundle is public")
      }
    }
    #expect(plist["TEMPLATE_API_CLIENT_ID"] as? String == "$(TEMPLATE_API_CLIENT_ID)")
  }

  /// Password AutoFill (issue 34 item 15): the entitlements associate the app with the web
  /// credentials domain each configuration sets, so iOS offers the site's saved passwords.
  @Test func theEntitlementsAssociateTheWebCredentialsDomainOfEveryConfiguration() throws {
    let data = try Data(contentsOf: Self.app.appendingPathComponent("App/TemplateApp.entitlements"))
    let entitlements = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    let domains = try #require(entitlements["com.apple.developer.associated-domains"] as? [String])
    #expect(domains.contains("webcredentials:$(TEMPLATE_WEB_CREDENTIALS_DOMAIN)"))
    let copy = try ConfigCopy()
    for configuration in ["Mock", "Debug", "Release"] {
      let settings = try XCConfigFile(contentsOf: copy.folder.appendingPathComponent("\(configuration).xcconfig"))
      let domain = settings.expand("$(TEMPLATE_WEB_CREDENTIALS_DOMAIN)")
      #expect(
        !domain.isEmpty && !domain.contains("/") && !domain.contains(":"),
        "\(configuration) sets no bare domain for webcredentials: \"\(domain)\"")
    }
  }

  /// A new app (`keel new` copies these files) cannot be turned into a web view by its server
  /// until its team switches the remote web mode on (App Review guidelines 2.3.1 and 4.2).
  @Test func everyConfigurationShipsWithTheRemoteWebModeOff() throws {
    let copy = try ConfigCopy()
    for configuration in ["Mock", "Debug", "Release"] {
      let values = try copy.bundleValues(configuration)
      #expect(values[AppAPISettings.Key.webMode.rawValue] == "off", "\(configuration)")
    }
  }

  @Test func mockNeedsNoLocalSettingsAndSendsNothing() throws {
    let values = try ConfigCopy().bundleValues("Mock")
    #expect(try BuildConfiguration(configuration: values) == .mock)
    let settings = try AppAPISettings.load(from: values, build: .mock, appVersion: "1.0.0")
    #expect(settings.baseURL == AppAPISettings.mockBaseURL)
    #expect(settings.appMode == .default)
    #expect(settings.statusDeadline == .seconds(5))
  }

  @Test func debugPointsAtTheDevelopmentServerAndNamesTheMissingCredential() throws {
    let config = try ConfigCopy()
    let bare = try config.bundleValues("Debug")
    #expect(try BuildConfiguration(configuration: bare) == .development)
    #expect(bare["TEMPLATE_API_BASE_URL"] == "http://127.0.0.1:8080")
    #expect(
      throws: ConfigurationError.invalid(key: "TEMPLATE_API_CLIENT_ID", value: "", expected: "a non-empty value")
    ) {
      try AppAPISettings.load(from: bare, build: .development, appVersion: "1.0.0")
    }

    let clientID = "dev-\(UUID().uuidString.prefix(6))"
    let clientKey = UUID().uuidString
    try config.writeLocalSettings([
      "TEMPLATE_API_CLIENT_ID = \(clientID)", "TEMPLATE_API_CLIENT_KEY = \(clientKey)",
    ])
    let settings = try AppAPISettings.load(from: config.bundleValues("Debug"), build: .development, appVersion: "1.0.0")
    #expect(settings.baseURL.absoluteString == "http://127.0.0.1:8080")
    // The client identifier goes out as the status endpoints' Basic user and password.
    #expect(settings.credentials.basic?.username == clientID)
    #expect(settings.credentials.basic?.password == clientKey)
  }

  @Test func releaseWithoutLocalSettingsStopsNamingTheBaseURL() throws {
    let values = try ConfigCopy().bundleValues("Release")
    #expect(try BuildConfiguration(configuration: values) == .production)
    #expect(
      throws: ConfigurationError.invalid(key: "TEMPLATE_API_BASE_URL", value: "", expected: "an absolute http(s) URL")
    ) {
      try AppAPISettings.load(from: values, build: .production, appVersion: "1.0.0")
    }
  }

  @Test func localSettingsFillReleaseButCannotChangeItsConfiguration() throws {
    let config = try ConfigCopy()
    try config.writeLocalSettings([
      "// written by CI on the release machine",
      "TEMPLATE_API_BASE_URL = https:/$()/api.example.org/v1",
      "TEMPLATE_API_CLIENT_ID = release-\(UUID().uuidString.prefix(6))",
      "TEMPLATE_API_CLIENT_KEY = \(UUID().uuidString)",
      "KEEL_BUILD_CONFIGURATION = development",
    ])
    for (configuration, expected) in [
      ("Mock", BuildConfiguration.mock), ("Debug", .development), ("Release", .production),
    ] {
      #expect(try BuildConfiguration(configuration: config.bundleValues(configuration)) == expected)
    }
    let settings = try AppAPISettings.load(
      from: config.bundleValues("Release"), build: .production, appVersion: "1.0.0")
    #expect(settings.baseURL.absoluteString == "https://api.example.org/v1")
  }
}
