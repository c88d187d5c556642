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

      Configuration: --config, else the first .keel-lint.json found from the current folder \
      upwards, else built-in defaults (said once, on standard error; without a file the layers, \
      apple-imports and no-direct-user-defaults rules do not run). Paths in it are relative to \
      its folder. The layers rule runs only when rules.layers.modules has allow-lists.

      Rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", ")).

      Silence one line with a reason: // keel-lint:disable-line <rule> — <reason> (or \
      disable-next-line). Exit status: 0 clean or warnings only, 1 any error (or any warning \
      with --strict), 2 bad configuration or path.
      """)

  @Argument(help: "Files or folders to lint. Default: the configuration's folder.")
  var paths: [String] = []

  @Option(help: "The configuration file. Default: .keel-lint.json in the current folder or above.")
  var config: String?

  @Option(help: "Output format: text (path:line:column: severity: [rule] message) or json.")
  var format: LintOutputFormat = .text

  @Flag(help: "Fail (exit status 1) on warnings too.")
  var strict = false

  @Flag(help: "Name files by absolute path (for an Xcode Run Script phase, whose issue navigator opens those).")
  var absolutePaths = false

  func run() async throws {
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let (configuration, root) = try loadConfiguration(currentDirectory: currentDirectory)
    if let note = configuration.note(searchedFrom: currentDirectory.path) { LintOutput.error(note) }
    let linter = Linter(configuration: configuration, root: root)
    let report: LintReport
    do {
      report = try await linter.lint(
        paths: paths.isEmpty ? [root.path] : paths, currentDirectory: currentDirectory, absolutePaths: absolutePaths)
    } catch {
      LintOutput.error("error: keel lint: \(error)")
      throw ExitCode(2)
    }
    LintOutput.write(LintReporter.render(report, format: format))
    if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCode.failure }
  }

  /// The configuration and the folder its paths are relative to.
  private func loadConfiguration(currentDirectory: URL) throws -> (LintConfiguration, URL) {
    let file: URL
    if let config {
      file = URL(fileURLWithPath: config, relativeTo: currentDirectory).standardizedFileURL
    } else if let found = Self.findConfiguration(from: currentDirectory) {
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
