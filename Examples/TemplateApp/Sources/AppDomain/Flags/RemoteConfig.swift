import KeelCore

/// The feature flags the server sets (seed 002's remote config, `GET /config`): values by flag
/// name, laid over the built-in defaults and under the developer's overrides
/// (``FeatureFlags/withRemoteValues(_:)``).
public struct RemoteConfig: Sendable, Hashable, Codable {
  public var flags: [String: Bool]

  public init(flags: [String: Bool] = [:]) {
    self.flags = flags
  }

  /// The built-in defaults: no remote value for any flag.
  public static let defaults = RemoteConfig()

  /// The values of the flags in `known` only; the names this app does not read, so a caller
  /// can log them (a server ahead of the app, or a typo on the server).
  public func split(known: [FeatureFlag]) -> (values: [String: Bool], unknown: [String]) {
    let names = Set(known.map(\.name))
    return (flags.filter { names.contains($0.key) }, flags.keys.filter { !names.contains($0) }.sorted())
  }
}

/// Where the flags of a launch came from.
public enum RemoteConfigSource: String, Sendable, Hashable {
  /// Fetched from the server within the launch deadline.
  case server
  /// The server could not be asked or answered nothing usable: the last fetch's, kept on disk.
  case cache
  /// Neither: the built-in defaults.
  case defaults
}

/// The remote configuration of one launch and where it came from.
public struct RemoteConfigResult: Sendable, Hashable {
  public let config: RemoteConfig
  public let source: RemoteConfigSource

  public init(config: RemoteConfig, source: RemoteConfigSource) {
    self.config = config
    self.source = source
  }
}

/// Feature flags from the server over the built-in defaults (seed 002's manager over a remote
/// config service). The launch asks it once, in parallel with the status.
public protocol RemoteConfigProviding: Sendable {
  /// What the last successful fetch stored, or nil: read when the app starts, before the launch
  /// asks the server, so flags read that early follow the server from the next launch on.
  func cached() -> RemoteConfig?
  /// Asks the server within the launch deadline and keeps its answer for the next launch; when
  /// that fails, the cached configuration, else the defaults, each with a logged warning.
  func load() async -> RemoteConfigResult
}

/// The `GET /config` endpoint.
public protocol RemoteConfigRepositoryProtocol: Sendable {
  /// `timeLimit` bounds the call, retries included.
  func fetchConfig(timeLimit: Duration) async throws(RepositoryError) -> RemoteConfig
}
