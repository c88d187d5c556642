import KeelCore

/// The server's current configuration, shared by the handler and ``DevServer/update(_:)``
/// so tests can switch behaviour while the server runs.
final class ConfigurationBox: Sendable {
  private let storage: Locked<DevServerConfiguration>

  init(_ configuration: DevServerConfiguration) {
    storage = Locked(configuration)
  }

  var value: DevServerConfiguration { storage.withLock { $0 } }

  func update(_ change: (inout DevServerConfiguration) -> Void) {
    storage.withLock { change(&$0) }
  }
}
