import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file `keel add feature` creates or changes, held in memory until all of them are
/// ready; ``write()`` then puts them in place. A write that fails part way puts back what it
/// had changed, so the app is never left half edited.
public struct ChangeSet: Sendable {
  public enum Change: Sendable, Equatable {
    case create(path: String, contents: String)
    case modify(path: String, contents: String)
    /// A symbolic link at `path` pointing at `destination` (relative).
    case link(path: String, destination: String)

    public var path: String {
      switch self {
      case .create(let path, _), .modify(let path, _), .link(let path, _): path
      }
    }

    /// `create Sources/…`, `change Package.swift`, `link …`: what the command lists.
    public var summary: String {
      switch self {
      case .create: "create \(path)"
      case .modify: "change \(path)"
      case .link(_, let destination): "link \(path) -> \(destination)"
      }
    }
  }

  /// Every change, by absolute path, in the order they were planned.
  public private(set) var changes: [Change] = []

  init() {}

  mutating func create(_ path: String, _ contents: String) { changes.append(.create(path: path, contents: contents)) }
  mutating func modify(_ path: String, _ contents: String) { changes.append(.modify(path: path, contents: contents)) }
  mutating func link(_ path: String, to destination: String) {
    changes.append(.link(path: path, destination: destination))
  }

  /// Gives the planned file at `path` new contents (the formatter's), keeping whether it is
  /// created or changed.
  mutating func replaceContents(of path: String, with contents: String) {
    changes = changes.map { change in
      switch change {
      case .create(path, _): .create(path: path, contents: contents)
      case .modify(path, _): .modify(path: path, contents: contents)
      default: change
      }
    }
  }

  /// The listing, sorted, with paths relative to `base` where they are inside it.
  public func summary(relativeTo base: URL) -> [String] {
    let prefix = base.standardizedFileURL.path + "/"
    return changes.map { change in
      change.summary.replacingOccurrences(of: " " + prefix, with: " ")
    }.sorted()
  }

  /// Writes every change: each file's new text goes to a temporary file beside it first, then
  /// all are renamed into place; on any failure the files already replaced get their old text
  /// back and the created ones are removed.
  public func write() throws(ScaffoldError) {
    let manager = FileManager.default
    var staged: [(temporary: URL, final: URL)] = []
    var createdDirectories: [URL] = []
    var replaced: [(url: URL, original: Data?)] = []
    func rollBack() {
      for item in staged { try? manager.removeItem(at: item.temporary) }
      for item in replaced.reversed() {
        if let original = item.original {
          try? original.write(to: item.url)
        } else {
          try? manager.removeItem(at: item.url)
        }
      }
      for directory in createdDirectories.reversed() { try? manager.removeItem(at: directory) }
    }
    do {
      for change in changes {
        let url = URL(fileURLWithPath: change.path)
        var directory = url.deletingLastPathComponent()
        var missing: [URL] = []
        while !manager.fileExists(atPath: directory.path) {
          missing.append(directory)
          directory = directory.deletingLastPathComponent()
        }
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        createdDirectories += missing.reversed()
        switch change {
        case .create(_, let contents), .modify(_, let contents):
          let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).keel-new")
          try Data(contents.utf8).write(to: temporary)
          staged.append((temporary, url))
        case .link:
          break
        }
      }
      for change in changes {
        let url = URL(fileURLWithPath: change.path)
        switch change {
        case .create, .modify:
          let original = manager.fileExists(atPath: url.path) ? try Data(contentsOf: url) : nil
          let item = staged.first { $0.final == url }!
          replaced.append((url, original))
          // rename(2) replaces the file in one step, whether or not it existed.
          guard rename(item.temporary.path, url.path) == 0 else {
            throw ScaffoldError("cannot move \(item.temporary.path) to \(url.path): errno \(errno)")
          }
          staged.removeAll { $0.final == url }
        case .link(_, let destination):
          try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
          replaced.append((url, nil))
        }
      }
    } catch {
      rollBack()
      throw ScaffoldError("cannot write the feature (nothing was changed): \(error.localizedDescription)")
    }
  }
}
