import AppDomain
import Foundation
import KeelCore
import KeelStorage
import Logging

/// The remote configuration over `GET /config`, kept in KeelStorage (the app's own store, so
/// one per installed app) for the next launch.
///
/// ``load()`` asks the server with the launch deadline as its time limit. A usable answer is
/// stored and returned; a failure (no connection, an error status, a body that is not
/// `{"flags": {String: Bool}}`, the deadline) falls back to the stored one, else to the
/// built-in defaults, with a warning naming the failure and the fallback.
public struct RemoteConfigProvider: RemoteConfigProviding {
  private let repository: any RemoteConfigRepositoryProtocol
  private let store: KeyValueStore
  private let deadline: Duration
  private let logger: Logger

  public init(
    repository: any RemoteConfigRepositoryProtocol, store: KeyValueStore, deadline: Duration = .seconds(5),
    logger: Logger = Logger(label: "template.remote-config")
  ) {
    self.repository = repository
    self.store = store
    self.deadline = deadline
    self.logger = logger
  }

  /// Where the last fetched configuration is kept.
  public static let storageKey = StorageKey<RemoteConfig?>("remoteConfig.cached", default: nil)

  public func cached() -> RemoteConfig? { store.value(for: Self.storageKey) }

  public func load() async -> RemoteConfigResult {
    do {
      let config = try await repository.fetchConfig(timeLimit: deadline)
      store.set(config, for: Self.storageKey)
      logger.info("remote configuration fetched", metadata: ["flags": "\(config.flags.sorted { $0.key < $1.key })"])
      return RemoteConfigResult(config: config, source: .server)
    } catch {
      if let cached = cached() {
        logger.warning(
          "remote configuration not fetched; using the one kept from the last launch",
          metadata: ["error": "\(error)"])
        return RemoteConfigResult(config: cached, source: .cache)
      }
      logger.warning(
        "remote configuration not fetched and none kept; using the built-in defaults",
        metadata: ["error": "\(error)"])
      return RemoteConfigResult(config: .defaults, source: .defaults)
    }
  }
}
