import KeelCore

/// What Settings shows about the running app, read from the bundle by the composition root
/// (a value, so tests and previews pass their own).
public struct AppVersionInfo: Hashable, Sendable {
  /// The marketing version (`CFBundleShortVersionString`), e.g. "1.4.0".
  public let version: String
  /// The build number (`CFBundleVersion`), e.g. "112".
  public let build: String
  public let configuration: BuildConfiguration

  public init(version: String, build: String, configuration: BuildConfiguration) {
    self.version = version
    self.build = build
    self.configuration = configuration
  }
}
