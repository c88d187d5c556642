import Foundation
import KeelCore

/// The ``SecureStore`` for platforms without a Keychain (Linux servers, CI, the dev tools).
///
/// What it is, explicitly: a JSON file of base64 values, readable and writable by the owning
/// user only (mode `0600`, in a directory created `0700`). It is **not encrypted**; its
/// protection is the file system's, like `~/.ssh` or `~/.netrc`. Every write replaces the whole
/// file atomically (a new `0600` file in the same directory, flushed with `fsync`, then
/// `rename`d over the old one), so a crash leaves either the old or the new contents, never a
/// torn file. A file found with wider permissions is tightened to `0600` before use.
///
/// Writes from this process are serialized; two processes writing the same file at once are
/// not coordinated (the last rename wins).
public final class FileSecureStore: SecureStore {
  /// The owner-only JSON file the secrets are kept in.
  public let fileURL: URL
  private let lock = Locked(())

  /// A store kept in the file at `fileURL`, created on first write.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func data(forKey key: String) throws(SecureStoreError) -> Data? {
    try lock.withLock { _ throws(SecureStoreError) in try readAll()[key] }
  }

  public func setData(_ data: Data, forKey key: String) throws(SecureStoreError) {
    try lock.withLock { _ throws(SecureStoreError) in
      var values = try readAll()
      values[key] = data
      try writeAll(values)
    }
  }

  public func removeData(forKey key: String) throws(SecureStoreError) {
    try lock.withLock { _ throws(SecureStoreError) in
      var values = try readAll()
      guard values.removeValue(forKey: key) != nil else { return }
      try writeAll(values)
    }
  }

  /// Deletes the file: nothing of the store is left on disk.
  public func removeAll() throws(SecureStoreError) {
    try lock.withLock { _ throws(SecureStoreError) in
      guard unlink(path) == 0 || errno == ENOENT else { throw posixError("delete") }
    }
  }

  // MARK: - File

  private var path: String { fileURL.path }

  private func readAll() throws(SecureStoreError) -> [String: Data] {
    guard FileManager.default.fileExists(atPath: path) else { return [:] }
    try restrictPermissions()
    let contents: Data
    do {
      contents = try Data(contentsOf: fileURL)
    } catch {
      throw .file(path: path, operation: "read", detail: "\(error)")
    }
    let encoded: [String: String]
    do {
      encoded = try JSONDecoder().decode([String: String].self, from: contents)
    } catch {
      throw .corrupt(location: path, detail: "not a JSON object of strings: \(error)")
    }
    var values: [String: Data] = [:]
    for (key, base64) in encoded {
      guard let data = Data(base64Encoded: base64) else {
        throw .corrupt(location: path, detail: "the value of '\(key)' is not base64")
      }
      values[key] = data
    }
    return values
  }

  private func restrictPermissions() throws(SecureStoreError) {
    var status = stat()
    guard stat(path, &status) == 0 else { throw posixError("stat") }
    if status.st_mode & 0o077 != 0, chmod(path, 0o600) != 0 { throw posixError("chmod") }
  }

  private func writeAll(_ values: [String: Data]) throws(SecureStoreError) {
    let directory = fileURL.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .file(path: directory, operation: "create directory", detail: "\(error)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let contents: Data
    do {
      contents = try encoder.encode(values.mapValues { $0.base64EncodedString() })
    } catch {
      throw .corrupt(location: path, detail: "cannot encode: \(error)")
    }
    let temporary = "\(directory)/.\(fileURL.lastPathComponent).\(UUID().uuidString).tmp"
    // O_EXCL with mode 0600: the secret is never, even briefly, in a file others can open.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw posixError("create", path: temporary) }
    var failure: SecureStoreError?
    contents.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          failure = posixError("write", path: temporary)
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = posixError("fsync", path: temporary) }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 { failure = posixError("rename") }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  private func posixError(_ operation: String, path: String? = nil) -> SecureStoreError {
    .file(path: path ?? self.path, operation: operation, detail: String(cString: strerror(errno)))
  }
}
