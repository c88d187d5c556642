import AppData
import AppDomain
import Foundation
import KeelCore
import Testing

@Suite struct AppAPISettingsTests {
  typealias Key = AppAPISettings.Key

  /// Configuration values generated for the run (no credential literals in tests).
  static func values(without missing: Key? = nil) -> [String: String] {
    var values = [
      Key.baseURL.rawValue: "https://api.example.org/v1",
      Key.basicUser.rawValue: "user-\(UUID().uuidString.prefix(6))",
      Key.basicPass.rawValue: UUID().uuidString,
    ]
    if let missing { values[missing.rawValue] = nil }
    return values
  }

  @Test(arguments: [BuildConfiguration.development, .production], [Key.baseURL, .basicUser, .basicPass])
  func aMissingKeyIsAStartUpErrorNamingIt(build: BuildConfiguration, missing: Key) {
    #expect(throws: ConfigurationError.missing(key: missing.rawValue)) {
      try AppAPISettings.load(from: Self.values(without: missing), build: build, appVersion: "2")
    }
  }

  @Test func developmentReadsEveryKey() throws {
    var values = Self.values()
    values[Key.appMode.rawValue] = "fixedVersion"
    values[Key.statusDeadline.rawValue] = "2.5"
    let settings = try AppAPISettings.load(from: values, build: .development, appVersion: "3.0")
    #expect(settings.baseURL.absoluteString == "https://api.example.org/v1")
    #expect(settings.credentials.basic?.password == values[Key.basicPass.rawValue])
    #expect(settings.appMode == .fixedVersion)
    #expect(settings.statusDeadline == .milliseconds(2500))
    #expect(settings.apiConfiguration.appVersion == "3.0")
    #expect(settings.apiConfiguration.appMode == "fixedVersion")
  }

  @Test func mockNeedsNoKeys() throws {
    let settings = try AppAPISettings.load(from: [:], build: .mock, appVersion: "1")
    #expect(settings.credentials.basic == nil)
    #expect(settings.appMode == .default)
    #expect(settings.statusDeadline == .seconds(5))
  }

  @Test(arguments: [BuildConfiguration.mock, .development, .production])
  func theRemoteWebModeIsOffUnlessConfigured(build: BuildConfiguration) throws {
    let settings = try AppAPISettings.load(from: Self.values(), build: build, appVersion: "2")
    #expect(!settings.webModeEnabled, "a new app never turns into a web view on the server's word")
  }

  @Test(arguments: [("on", true), ("true", true), ("YES", true), ("1", true), ("off", false), ("false", false)])
  func theRemoteWebModeIsSwitchedInConfiguration(value: String, enabled: Bool) throws {
    var values = Self.values()
    values[Key.webMode.rawValue] = value
    #expect(try AppAPISettings.load(from: values, build: .production, appVersion: "2").webModeEnabled == enabled)
    #expect(try AppAPISettings.load(from: values, build: .mock, appVersion: "2").webModeEnabled == enabled)
  }

  @Test(arguments: [
    (Key.webMode, "sometimes", "on or off"),
    (Key.baseURL, "not a url", "an absolute http(s) URL"),
    (Key.baseURL, "ftp://files.example.org", "an absolute http(s) URL"),
    (Key.appMode, "combat", "default or fixedVersion"),
    (Key.statusDeadline, "0", "seconds between 0 and 60"),
    (Key.statusDeadline, "soon", "seconds between 0 and 60"),
  ])
  func anInvalidValueIsNamed(key: Key, value: String, expected: String) {
    var values = Self.values()
    values[key.rawValue] = value
    #expect(throws: ConfigurationError.invalid(key: key.rawValue, value: value, expected: expected)) {
      try AppAPISettings.load(from: values, build: .production, appVersion: "2")
    }
  }
}
