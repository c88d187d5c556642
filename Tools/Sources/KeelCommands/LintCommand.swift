import ArgumentParser
import Foundation
import KeelLint

/// `keel lint`: the architecture rules, checked on the syntax tree (the `KeelLint` library does
/// the work; this type reads arguments, finds the configuration and prints).
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check the architecture rules: layers, weak coordinators, output captures, print, and more.",
    discussion: """
      Lints every .swift file under PATH (default: the folder holding the configuration), \
      skipping hidden folders, symbolic links and the configuration's excluded paths; files named \
      explicitly are always linted.

      Configuration: --config, else the first .keel-lint.json found from the linted path \
      upwards (like swift-format; the current folder when no PATH is given; paths under \
      different configurations are refused: lint them one by one), else built-in defaults \
      (said once, on standard error; without a file the layers, apple-imports, \
      no-direct-user-defaults and no-shared-singletons rules do not run). Paths in it are relative to \
      its folder. The layers rule runs only when rules.layers.modules has allow-lists.

      Rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", ")).

      Silence one line with a reason: // keel-lint:disable-line <rule> — <reason> (or \
      disable-next-line). Findings are cached per file (keyed by its content, the configuration \
      and this binary) in keel/lint/ under $XDG_CACHE_HOME or ~/.cache (~/Library/Caches on \
      macOS): an unchanged file is not parsed again; --no-cache skips the cache, --cache-path \
      moves it. Exit status: 0 clean or warnings only, 1 any error (or any warning \
      with --strict), 2 bad configuration or path.
      """)

  @Argument(help: "Files or folders to lint. Default: the configuration's folder.")
  var paths: [String] = []

  @Option(help: "The configuration file. Default: .keel-lint.json in the linted folder or above.")
  var config: String?

  @Option(help: "Output format: text (path:line:column: severity: [rule] message) or json.")
  var format: LintOutputFormat = .text

  @Flag(help: "Fail (exit status 1) on warnings too.")
  var strict = false

  @Flag(help: "Name files by absolute path (for an Xcode Run Script phase, whose issue navigator opens those).")
  var absolutePaths = false

  @Option(help: "The cache file. Default: keel/lint/ under $XDG_CACHE_HOME, else ~/.cache (~/Library/Caches on macOS).")
  var cachePath: String?

  @Flag(help: "Parse every file, neither reading nor writing the cache.")
  var noCache = false

  func run() async throws {
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let searchFrom = try configurationSearchStart(currentDirectory: currentDirectory)
    let (configuration, root) = try loadConfiguration(currentDirectory: currentDirectory, searchFrom: searchFrom)
    if let note = configuration.note(searchedFrom: searchFrom.path) { LintOutput.error(note) }
    let linter = Linter(configuration: configuration, root: root)
    let report: LintReport
    do {
      report = try await linter.lint(
        paths: paths.isEmpty ? [root.path] : paths, currentDirectory: currentDirectory, absolutePaths: absolutePaths,
        cache: cache(configuration: configuration, root: linter.root, currentDirectory: currentDirectory))
    } catch {
      LintOutput.error("error: keel lint: \(error)")
      throw ExitCode(2)
    }
    for warning in report.warnings { LintOutput.error(warning) }
    LintOutput.write(LintReporter.render(report, format: format))
    if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode.failure }
  }

  /// The cache for this configuration, unless `--no-cache`.
  private func cache(configuration: LintConfiguration, root: URL, currentDirectory: URL) -> LintCache? {
    guard !noCache else { return nil }
    let file =
      cachePath.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
      ?? LintCache.defaultFile(root: root, environment: ProcessInfo.processInfo.environment)
    return LintCache(file: file, tool: Self.toolIdentity(), configuration: configuration, root: root)
  }

  /// This `keel` binary: its size and modification time, so findings cached by another build
  /// of the tool (whose rules may differ) are never reused.
  static func toolIdentity() -> String {
    guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath(),
      let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path),
      let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
    else { return "unknown-\(UUID().uuidString)" }
    return "\(size.int64Value)-\(Int64(modified.timeIntervalSince1970 * 1000))"
  }

  /// Where the search for `.keel-lint.json` starts: the folder of the linted path (a file's
  /// folder), so `keel lint /elsewhere/app` uses that app's configuration whatever the current
  /// folder is. Several paths must share one configuration; otherwise exit status 2.
  private func configurationSearchStart(currentDirectory: URL) throws -> URL {
    let starts = paths.map { Self.searchStart(for: $0, currentDirectory: currentDirectory) }
    guard let first = starts.first else { return currentDirectory.standardizedFileURL }
    let found = starts.map { Self.findConfiguration(from: $0)?.path }
    if config == nil, let other = zip(paths, found).first(where: { $0.1 != found[0] }) {
      LintOutput.error(
        "error: keel lint: \(paths[0]) and \(other.0) fall under different configurations "
          + "(\(found[0] ?? "none") and \(other.1 ?? "none")); lint them separately or pass --config")
      throw ExitCode(2)
    }
    return first
  }

  /// The folder a path's configuration is searched from: the path itself when it is a folder,
  /// else its parent (a file, or a path that does not exist, which the linter reports).
  static func searchStart(for path: String, currentDirectory: URL) -> URL {
    let url = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      return url
    }
    return url.deletingLastPathComponent()
  }

  /// The configuration and the folder its paths are relative to.
  private func loadConfiguration(currentDirectory: URL, searchFrom: URL) throws -> (LintConfiguration, URL) {
    let file: URL
    if let config {
      file = URL(fileURLWithPath: config, relativeTo: currentDirectory).standardizedFileURL
    } else if let found = Self.findConfiguration(from: searchFrom) {
      file = found
    } else {
      return (.withoutFile, currentDirectory)
    }
    do {
      return (
        try LintConfiguration.load(from: file, displayPath: config ?? file.path), file.deletingLastPathComponent()
      )
    } catch {
      LintOutput.error("error: \(error)")
      throw ExitCode(2)
    }
  }

  static func findConfiguration(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(LintConfiguration.fileName)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }
}

extension LintOutputFormat: ExpressibleByArgument {}

/// The output layer of `keel lint`: the report to standard output, problems with the run itself
/// to standard error.
enum LintOutput {
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
