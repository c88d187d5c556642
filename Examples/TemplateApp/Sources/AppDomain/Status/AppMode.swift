import Foundation

/// How the app chooses the version it asks the status endpoints about (seed 000).
public enum AppMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Asks with the app's own major version, and only from version 2 on.
  case `default`
  /// Always asks, always as version "2" (seed 000's `.combat`).
  case fixedVersion

  /// The version this mode always sends.
  public static let fixedStatusVersion = "2"

  /// The version to send to `getObjects` / `getStatistics` for an app whose version is
  /// `appVersion`, or nil when the status must not be requested at all: default mode below
  /// major version 2, or a version with no numeric major component.
  ///
  /// Versions compare by their numeric major component, so "10.0" asks and "1.9" does not.
  public func statusVersion(forAppVersion appVersion: String) -> String? {
    switch self {
    case .fixedVersion:
      return Self.fixedStatusVersion
    case .default:
      guard let major = Self.majorVersion(of: appVersion), major >= 2 else { return nil }
      return String(major)
    }
  }

  /// The numeric major component of a version string ("10.2.1" → 10), nil when there is none.
  public static func majorVersion(of version: String) -> Int? {
    let major =
      version.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
      .first ?? ""
    guard !major.isEmpty, major.allSatisfy(\.isASCII), major.allSatisfy(\.isNumber) else { return nil }
    return Int(major)
  }
}
