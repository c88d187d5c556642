import AppData
import Foundation
import KeelCore
import Logging

/// Reads what the composition root needs from the app bundle's Info.plist (App/Info.plist, its
/// `$(KEY)` values filled in from Config/<configuration>.xcconfig at build time): the string
/// values (`KEEL_BUILD_CONFIGURATION`, `TEMPLATE_API_*`, `FEATURE_*`), the version and the build.
public struct AppBundleConfiguration: Sendable, Equatable {
  public static let versionKey = "CFBundleShortVersionString"
  public static let buildKey = "CFBundleVersion"

  /// The Info.plist's string values; others (arrays, dictionaries, Booleans) are not
  /// configuration and are left out.
  public let values: [String: String]
  public let appVersion: String
  public let buildNumber: String

  /// - Parameter info: `Bundle.main.infoDictionary`.
  public init(info: [String: Any], logger: Logger = Logger(label: "template.bundle")) {
    values = info.compactMapValues { $0 as? String }
    appVersion = Self.value(Self.versionKey, in: values, fallback: "0.0.0", logger: logger)
    buildNumber = Self.value(Self.buildKey, in: values, fallback: "0", logger: logger)
  }

  /// A missing version is a broken Info.plist, not a reason to refuse to start: the app runs,
  /// and the log says what was used instead.
  private static func value(_ key: String, in values: [String: String], fallback: String, logger: Logger) -> String {
    if let value = values[key], !value.isEmpty { return value }
    logger.warning("Info.plist has no \(key); using '\(fallback)'")
    return fallback
  }
}
