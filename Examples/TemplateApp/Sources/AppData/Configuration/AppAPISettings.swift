import AppDomain
import Foundation
import KeelCore
import KeelNetwork

/// The API settings of one build, read from configuration values: Info.plist keys fed by an
/// uncommitted xcconfig on Apple platforms (Config/Local.example.xcconfig shows the keys),
/// environment variables on Linux. None of them is a secret: an app bundle is public. Development and production builds fail at start-up with an
/// error naming a missing key; mock builds need none.
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
  /// Sent as `User-Agent` on every request (``AppUserAgent``); the composition root sets it.
  public var userAgent: AppUserAgent?

  public init(
    baseURL: URL, credentials: APICredentials, appMode: AppMode, appVersion: String,
    statusDeadline: Duration = AppAPISettings.defaultStatusDeadline, userAgent: AppUserAgent? = nil
  ) {
    self.baseURL = baseURL
    self.credentials = credentials
    self.appMode = appMode
    self.appVersion = appVersion
    self.statusDeadline = statusDeadline
    self.userAgent = userAgent
  }

  /// Reads the settings for `build`. `appVersion` is the bundle's short version string.
  public static func load(
    from values: [String: String], build: BuildConfiguration, appVersion: String
  ) throws(ConfigurationError) -> AppAPISettings {
    let appMode = try mode(from: values)
    let deadline = try deadline(from: values)
    guard build.requiresCredentials else {
      return AppAPISettings(
        baseURL: mockBaseURL, credentials: .none, appMode: appMode, appVersion: appVersion, statusDeadline: deadline)
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
      baseURL: url, credentials: credentials, appMode: appMode, appVersion: appVersion, statusDeadline: deadline)
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

  /// The network layer's configuration for these settings.
  public var apiConfiguration: APIConfiguration {
    APIConfiguration(
      baseURL: baseURL, userAgent: userAgent?.description, credentials: credentials, appMode: appMode.rawValue,
      appVersion: appVersion)
  }
}
