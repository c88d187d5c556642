import Foundation

/// The findings of files already linted, so a re-run only parses what changed. One JSON file
/// per configuration folder; an entry is reused only when the file's path and content hash,
/// the configuration's bytes and the tool are all the same as when it was written (all rules
/// look at one file at a time, so nothing else can change a file's findings).
///
/// A cache that cannot be read or decoded is ignored with a warning and rewritten; one written
/// for another configuration or tool is dropped silently. Writes go to a temporary file that
/// is then renamed, so a run that stops half-way or a concurrent run never leaves a torn file.
public struct LintCache: Sendable {
  /// Bumped when the format of the file or the meaning of an entry changes.
  static let formatVersion = 1

  /// Where the cache lives.
  public let file: URL
  /// Everything besides a file's own path and content that decides its findings: the format
  /// version, the tool and the configuration.
  public let key: String

  /// `tool` identifies the `keel` binary (its version, or its size and modification time), so
  /// a rebuilt tool never reuses findings of the old one.
  public init(file: URL, tool: String, configuration: LintConfiguration, root: URL) {
    self.file = file
    self.key = "v\(Self.formatVersion) tool=\(tool) config=\(configuration.fingerprint) root=\(root.path)"
  }

  /// The default location: `$XDG_CACHE_HOME/keel/lint/`, else `~/Library/Caches/keel/lint/` on
  /// macOS and `~/.cache/keel/lint/` elsewhere, one file per configuration folder (named by a
  /// hash of its path). Outside the project, so linting never adds files to a repository.
  public static func defaultFile(root: URL, environment: [String: String]) -> URL {
    let base: URL
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
      #if os(macOS)
        base = home.appendingPathComponent("Library/Caches", isDirectory: true)
      #else
        base = home.appendingPathComponent(".cache", isDirectory: true)
      #endif
    }
    let name = "\(root.lastPathComponent)-\(ContentHash.hex(Data(root.path.utf8))).json"
    return base.appendingPathComponent("keel/lint", isDirectory: true).appendingPathComponent(name)
  }

  /// One file's findings, without the path (the display path depends on the run).
  struct Entry: Codable, Sendable, Equatable {
    var hash: String
    var findings: [Finding]
  }

  struct Finding: Codable, Sendable, Equatable {
    var line: Int
    var column: Int
    var severity: Severity
    var rule: String
    var message: String
  }

  private struct Document: Codable {
    var key: String
    var entries: [String: Entry]
  }

  /// The entries written under the same key (empty when there is no cache yet, or it was
  /// written for another configuration or tool), and a warning when the file was unusable.
  func load() -> (entries: [String: Entry], warning: String?) {
    guard FileManager.default.fileExists(atPath: file.path) else { return ([:], nil) }
    do {
      let data = try Data(contentsOf: file)
      let document = try JSONDecoder().decode(Document.self, from: data)
      return (document.key == key ? document.entries : [:], nil)
    } catch {
      return ([:], "warning: keel lint: ignoring the unreadable cache \(file.path) (it will be rewritten): \(error)")
    }
  }

  /// Writes `entries`; a warning when that fails (linting succeeded either way).
  func save(_ entries: [String: Entry]) -> String? {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(Document(key: key, entries: entries)).write(to: file, options: .atomic)
      return nil
    } catch {
      return "warning: keel lint: cannot write the cache \(file.path): \(error.localizedDescription)"
    }
  }
}

extension Severity: Codable {}
