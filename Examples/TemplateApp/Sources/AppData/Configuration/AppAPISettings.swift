import AppDomain
import Foundation
import KeelCore
import KeelNetwork

/// The API settings of one build, read from configuration values: Info.plist keys fed by an
/// uncommitted xcconfig on Apple platforms (Config/Local.example.xcconfig shows the keys),
/// environment variables on Linux. None of them is a secret: an app bundle is public.
/// Development and production builds fail at start-up with an error naming a missing key; mock
/// builds need none.
public struct AppAPISettings: Sendable {
  /// The configuration keys, identical as Info.plist keys and environment variables.
  public enum Key: String, CaseIterable, Sendable {
    case baseURL = "TEMPLATE_API_BASE_URL"
    /// The client identifier the status endpoints expect, sent as their HTTP Basic user: it
    /// tells this app apart from other clients and is public (it ships in the bundle).
    case basicUser = "TEMPLATE_API_CLIENT_ID"
    /// The identifier's second half, sent as the Basic password: public too, never a secret.
    case basicPass = "TEMPLATE_API_CLIENT_KEY"
    /// Optional: `default` (when absent) or `fixedVersion`.
    case appMode = "TEMPLATE_APP_MODE"
    /// Optional: the launch deadline of the status requests, in seconds (default 5).
    case statusDeadline = "TEMPLATE_STATUS_DEADLINE_SECONDS"
    /// Optional: `on` lets the remote status turn the app into a web view (seed 000's
    /// `.one(url)`); `off` (when absent) keeps the app native whatever the server answers.
    case webMode = "TEMPLATE_WEB_MODE"
  }

  /// Where a mock build points (the development server's default address); nothing is sent
  /// there by mock services.
  public static let mockBaseURL = URL(string: "http://127.0.0.1:8080")!
  public static let defaultStatusDeadline: Duration = .seconds(5)

  public var baseURL: URL
  public var credentials: APICredentials
  public var appMode: AppMode
  public var appVersion: String
  public var statusDeadline: Duration
  /// Whether the remote status may turn the app into a web view. Off unless the team switches it
  /// on in configuration (``Key/webMode``): an app that becomes another app on a server's word is
  /// a hidden feature to App Review (guideline 2.3.1), and one that is only a web page offers too
  /// little of its own (4.2). A build setting, never a remote flag, so no server can switch it on.
  public var webModeEnabled: Bool
  /// Sent as `User-Agent` on every request (``AppUserAgent``); the composition root sets it.
  public var userAgent: AppUserAgent?

  public init(
    baseURL: URL, credentials: APICredentials, appMode: AppMode, appVersion: String,
    statusDeadline: Duration = AppAPISettings.defaultStatusDeadline, webModeEnabled: Bool = false,
    userAgent: AppUserAgent? = nil
  ) {
    self.baseURL = baseURL
    self.credentials = credentials
    self.appMode = appMode
    self.appVersion = appVersion
    self.statusDeadline = statusDeadline
    self.webModeEnabled = webModeEnabled
    self.userAgent = userAgent
  }

  /// Reads the settings for `build`. `appVersion` is the bundle's short version string.
  public static func load(
    from values: [String: String], build: BuildConfiguration, appVersion: String
  ) throws(ConfigurationError) -> AppAPISettings {
    let appMode = try mode(from: values)
    let deadline = try deadline(from: values)
    let webMode = try webMode(from: values)
    guard build.requiresCredentials else {
      return AppAPISettings(
        baseURL: mockBaseURL, credentials: .none, appMode: appMode, appVersion: appVersion, statusDeadline: deadline,
        webModeEnabled: webMode)
    }
    guard let rawURL = values[Key.baseURL.rawValue] else { throw .missing(key: Key.baseURL.rawValue) }
    guard let url = URL(string: rawURL.trimmingCharacters(in: .whitespaces)),
      let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil
    else {
      throw .invalid(key: Key.baseURL.rawValue, value: rawURL, expected: "an absolute http(s) URL")
    }
    let credentials = try APICredentials.basic(
      from: values, usernameKey: Key.basicUser.rawValue, passwordKey: Key.basicPass.rawValue)
    return AppAPISettings(
      baseURL: url, credentials: credentials, appMode: appMode, appVersion: appVersion, statusDeadline: deadline,
      webModeEnabled: webMode)
  }

  private static func mode(from values: [String: String]) throws(ConfigurationError) -> AppMode {
    guard let raw = values[Key.appMode.rawValue] else { return .default }
    guard let mode = AppMode(rawValue: raw.trimmingCharacters(in: .whitespaces)) else {
      throw .invalid(
        key: Key.appMode.rawValue, value: raw, expected: AppMode.allCases.map(\.rawValue).joined(separator: " or "))
    }
    return mode
  }

  private static func deadline(from values: [String: String]) throws(ConfigurationError) -> Duration {
    guard let raw = values[Key.statusDeadline.rawValue] else { return defaultStatusDeadline }
    guard let seconds = Double(raw.trimmingCharacters(in: .whitespaces)), seconds > 0, seconds <= 60 else {
      throw .invalid(key: Key.statusDeadline.rawValue, value: raw, expected: "seconds between 0 and 60")
    }
    return .milliseconds(Int64(seconds * 1000))
  }

  /// Absent or empty is off: the remote web mode is something a team opts into.
  private static func webMode(from values: [String: String]) throws(ConfigurationError) -> Bool {
    let raw = values[Key.webMode.rawValue] ?? ""
    switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
    case "", "off", "false", "no", "0": return false
    case "on", "true", "yes", "1": return true
    default: throw .invalid(key: Key.webMode.rawValue, value: raw, expected: "on or off")
    }
  }

  /// The network layer's configuration for these settings.
  public var apiConfiguration: APIConfiguration {
    APIConfiguration(
      baseURL: baseURL, userAgent: userAgent?.description, credentials: credentials, appMode: appMode.rawValue,
      appVersion: appVersion)
  }
}
