import Foundation

/// A writable copy of a fixture project in a fresh temporary folder, so a test can break one
/// thing (delete a file, edit the spec) and check what is reported. Removed on deinit.
final class FixtureProject {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  let folder: URL

  init(_ name: String) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-project-check-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var spec: URL { folder.appendingPathComponent("project.yml") }

  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
  }

  func write(_ path: String, _ text: String) throws {
    try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  /// Replaces `old` (which must occur) with `new` in the file at `path`.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let url = folder.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard text.contains(old) else { throw FixtureEditError(path: path, missing: old) }
    try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
  }
}

struct FixtureEditError: Error {
  let path: String
  let missing: String
}
