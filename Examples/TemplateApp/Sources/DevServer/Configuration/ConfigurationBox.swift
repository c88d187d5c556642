import Synchronization

/// The server's current configuration, shared by the handler and ``DevServer/update(_:)``
/// so tests can switch behaviour while the server runs.
final class ConfigurationBox: Sendable {
  private let storage: Mutex<DevServerConfiguration>

  init(_ configuration: DevServerConfiguration) {
    storage = Mutex(configuration)
  }

  var value: DevServerConfiguration { storage.withLock { $0 } }

  func update(_ change: (inout DevServerConfiguration) -> Void) {
    storage.withLock { change(&$0) }
  }
}
