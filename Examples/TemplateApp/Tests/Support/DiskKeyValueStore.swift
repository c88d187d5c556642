import Foundation
import KeelStorage

/// A `UserDefaults` suite in a temporary folder (on Linux, a real `.plist` file), so storage
/// tests write real files and a "relaunch" is a new `KeyValueStore` over the same suite.
public final class DiskKeyValueStore: Sendable {
  public let folder: URL
  public let suitePath: String

  public init() {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-store-\(UUID().uuidString)")
    suitePath = folder.appendingPathComponent("defaults").path
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A new store over the suite, as a relaunched app would open it.
  public func open() throws -> KeyValueStore {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard let backend = UserDefaultsKeyValueBackend(suiteName: suitePath) else {
      throw DiskStoreError.refused(suitePath)
    }
    return KeyValueStore(backend: backend)
  }
}

public enum DiskStoreError: Error, CustomStringConvertible {
  case refused(String)

  public var description: String {
    switch self {
    case .refused(let path): "UserDefaults refused the suite at \(path)"
    }
  }
}
