import ArgumentParser
import Foundation
import Testing

@testable import KeelCommands

/// Runs the built `keel` binary, so exit status, standard output and standard error are the
/// real ones a CI script sees.
@Suite struct LintCommandTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = repository.appendingPathComponent("Tools/Tests/KeelLintTests/Fixtures")

  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  /// `keel` is built into the same products folder as the test bundle.
  static func keel() throws -> URL {
    let candidates = [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
    for candidate in candidates.compactMap({ $0 }) {
      var directory = candidate.deletingLastPathComponent()
      for _ in 0..<3 {
        let keel = directory.appendingPathComponent("keel")
        if FileManager.default.isExecutableFile(atPath: keel.path) { return keel }
        directory = directory.deletingLastPathComponent()
      }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "keel next to the test bundle"])
  }

  /// Where the runs keep their lint cache (never the user's own cache folder).
  static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "keel-lint-cache-\(UUID().uuidString)")

  static func run(
    _ arguments: [String], in directory: URL = repository, cacheHome: URL = cacheHome
  ) throws -> Run {
    let process = Process()
    process.executableURL = try keel()
    process.arguments = ["lint"] + arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = cacheHome.path
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  @Test func helpDocumentsEveryOptionAndRule() {
    let help = LintCommand.helpMessage()
    for text in ["--config", "--format", "<paths>", "weak-coordinator", "keel-lint:disable-line", "Exit status"] {
      #expect(help.contains(text), "help should mention \(text)")
    }
    #expect(!help.contains("not built yet"))
  }

  @Test func errorsExitWithStatusOneInCompilerFormat() throws {
    let fixture = Self.fixtures.appendingPathComponent("no-print/Triggers.swift")
    let run = try Self.run([fixture.path])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    let diagnostic = try Regex(
      #"^Tools/Tests/KeelLintTests/Fixtures/no-print/Triggers\.swift:\d+:\d+: (error|warning): \[[a-z-]+\] .+$"#)
    #expect(lines.dropLast().allSatisfy { $0.wholeMatch(of: diagnostic) != nil }, "\(run.output)")
    #expect(
      lines.contains {
        $0.hasPrefix("Tools/Tests/KeelLintTests/Fixtures/no-print/Triggers.swift:3:3: error: [no-print]")
      })
    let summary = try Regex(#"^keel lint: 1 file, \d+ errors?, \d+ warnings? in \d+\.\d\d s$"#)
    #expect(lines.last?.wholeMatch(of: summary) != nil, "\(lines.last ?? "")")
  }

  @Test func absolutePathsNameFilesFromTheRoot() throws {
    let fixture = Self.fixtures.appendingPathComponent("no-print/Triggers.swift").resolvingSymlinksInPath()
    let run = try Self.run(["Tools/Tests/KeelLintTests/Fixtures/no-print/Triggers.swift", "--absolute-paths"])
    let lines = run.output.split(separator: "\n").dropLast()
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix(fixture.path + ":") }, "\(run.output)")
  }

  @Test func jsonFormatIsOneDocument() throws {
    let fixture = Self.fixtures.appendingPathComponent("no-print/Triggers.swift")
    let run = try Self.run([fixture.path, "--format", "json"])
    #expect(run.status == 1)
    let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["files"] as? Int == 1)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.filter { $0["rule"] as? String == "no-print" }.count == 9)
  }

  @Test func cleanFilesExitWithStatusZero() throws {
    let fixture = Self.fixtures.appendingPathComponent("no-print/NearMisses.swift")
    let run = try Self.run([fixture.path, "--config", ".keel-lint.json"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasPrefix("keel lint: 1 file, 0 errors, 0 warnings in "))
  }

  @Test func aBadConfigurationExitsWithStatusTwoNamingFileAndKey() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"rules": {"line-length": {"warning": "wide"}}}"#.utf8)
      .write(to: folder.appendingPathComponent(".keel-lint.json"))
    try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
    let run = try Self.run([], in: folder)
    #expect(run.status == 2)
    #expect(run.errors.contains(".keel-lint.json: rules.line-length.warning: expected a whole number"), "\(run.errors)")
  }

  @Test func strictFailsOnWarnings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    let module = folder.appendingPathComponent("Sources/NewModule")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"rules": {"layers": {"modules": {"OtherModule": []}}}}"#.utf8)
      .write(to: folder.appendingPathComponent(".keel-lint.json"))
    // A module without an allow-list: one warning.
    try Data("import Foundation\n".utf8).write(to: module.appendingPathComponent("A.swift"))
    let relaxed = try Self.run([], in: folder)
    #expect(relaxed.status == 0)
    #expect(relaxed.output.contains("0 errors, 1 warning"))
    #expect(try Self.run(["--strict"], in: folder).status == 1)
  }

  @Test func aMissingPathExitsWithStatusTwo() throws {
    let run = try Self.run(["Nowhere/At/All.swift"])
    #expect(run.status == 2)
    #expect(run.errors.contains("no such file or folder: Nowhere/At/All.swift"))
  }

  /// Regression: without a configuration every import of every file was a layers warning
  /// ("add … under rules.layers.modules in built-in defaults").
  @Test func withoutAConfigurationTheDefaultsAreSaidOnceAndLayersAreSkipped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    let module = folder.appendingPathComponent("Sources/Feed")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["A", "B", "C"] {
      try Data("import Foundation\nimport SwiftUI\n\nlet \(name.lowercased()) = 1\n".utf8)
        .write(to: module.appendingPathComponent("\(name).swift"))
    }
    let run = try Self.run([], in: folder)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasPrefix("keel lint: 3 files, 0 errors, 0 warnings"), "\(run.output)")
    let notes = run.errors.split(separator: "\n")
    #expect(notes.count == 1, "\(run.errors)")
    #expect(notes.first?.hasPrefix("note: keel lint: no .keel-lint.json in ") == true)
    for text in ["using built-in defaults", "line-length 120/200", "layers skipped: it needs allow-lists"] {
      #expect(run.errors.contains(text), "the note should say \(text): \(run.errors)")
    }
  }

  /// Regression: `keel lint /elsewhere/app` run from inside this repository applied this
  /// repository's `.keel-lint.json` (whose modules and paths do not match) and reported false
  /// errors. The configuration is now found from the linted path upwards.
  @Test func aLintedFolderUsesItsOwnConfigurationWhateverTheCurrentFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    let module = folder.appendingPathComponent("Sources/Feed")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Under this repository's configuration both lines are findings: `print` is an error and
    // Feed is an unknown module (a warning, failing --strict).
    try Data(#"{"rules": {"no-print": {"enabled": false}, "layers": {"modules": {"Feed": ["Foundation"]}}}}"#.utf8)
      .write(to: folder.appendingPathComponent(".keel-lint.json"))
    try Data("import Foundation\n\nfunc greet() {\n  print(\"hi\")\n}\n".utf8)
      .write(to: module.appendingPathComponent("Greeting.swift"))

    for path in [folder.path, module.appendingPathComponent("Greeting.swift").path] {
      let run = try Self.run(["--strict", path], in: Self.repository)
      #expect(run.status == 0, "\(path): \(run.output)")
      #expect(run.output.hasPrefix("keel lint: 1 file, 0 errors, 0 warnings"), "\(run.output)")
      #expect(run.errors.isEmpty, "\(run.errors)")
    }
    // The repository's own configuration, named explicitly, still finds both.
    let repositoryRules = try Self.run(["--strict", "--config", ".keel-lint.json", folder.path], in: Self.repository)
    #expect(repositoryRules.status == 1)
    #expect(repositoryRules.output.contains("[no-print]"), "\(repositoryRules.output)")
  }

  @Test func aLintedFolderWithoutAConfigurationAboveItUsesTheDefaultsWithOneNote() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(LintCommand.findConfiguration(from: folder) == nil, "a .keel-lint.json above \(folder.path)")
    try Data("let answer = 42\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
    let run = try Self.run([folder.path], in: Self.repository)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasPrefix("keel lint: 1 file, 0 errors, 0 warnings"), "\(run.output)")
    let notes = run.errors.split(separator: "\n")
    #expect(notes.count == 1, "\(run.errors)")
    #expect(
      notes.first?.hasPrefix("note: keel lint: no .keel-lint.json in \(folder.standardizedFileURL.path) or above")
        == true, "\(run.errors)")
  }

  @Test func pathsUnderDifferentConfigurationsAreRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent(".keel-lint.json"))
    try Data("let answer = 42\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
    let run = try Self.run([folder.path, "Tools/Sources/keel"], in: Self.repository)
    #expect(run.status == 2)
    #expect(run.errors.contains("fall under different configurations"), "\(run.errors)")
  }

  @Test func aConfigurationWithoutAllowListsSkipsLayersWithOneNote() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    let module = folder.appendingPathComponent("Sources/Feed")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent(".keel-lint.json"))
    try Data("import Foundation\n".utf8).write(to: module.appendingPathComponent("A.swift"))
    let run = try Self.run(["--strict"], in: folder)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.errors == "note: keel lint: layers skipped: it needs allow-lists under rules.layers.modules\n")
  }

  @Test func aSecondRunReadsTheCacheAndPrintsTheSame() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    let cacheHome = folder.appendingPathComponent("cache")
    let project = folder.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: project.appendingPathComponent(".keel-lint.json"))
    try Data("func a() {\n  print(1)\n}\n".utf8).write(to: project.appendingPathComponent("A.swift"))
    let cold = try Self.run(["--format", "json"], in: project, cacheHome: cacheHome)
    let cacheFolder = cacheHome.appendingPathComponent("keel/lint")
    let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
    #expect(cacheFiles.count == 1 && cacheFiles.first?.hasPrefix("app-") == true, "\(cacheFiles)")
    let warm = try Self.run(["--format", "json"], in: project, cacheHome: cacheHome)
    // The report without its timing and cache count, written again with sorted keys: a
    // dictionary's description has no fixed order, so comparing descriptions would be flaky.
    func withoutTime(_ run: Run) throws -> String {
      let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
      let kept = object.filter { $0.key != "seconds" && $0.key != "cached" }
      return String(decoding: try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]), as: UTF8.self)
    }
    #expect(try withoutTime(warm) == withoutTime(cold))
    #expect(warm.status == 1 && cold.status == 1)
    let cached = try #require(JSONSerialization.jsonObject(with: Data(warm.output.utf8)) as? [String: Any])["cached"]
    #expect(cached as? Int == 1)

    // A corrupt cache: one warning, the same findings.
    try Data("not json".utf8).write(to: cacheFolder.appendingPathComponent(try #require(cacheFiles.first)))
    let recovered = try Self.run(["--format", "json"], in: project, cacheHome: cacheHome)
    #expect(try withoutTime(recovered) == withoutTime(cold))
    #expect(recovered.errors.contains("warning: keel lint: ignoring the unreadable cache "), "\(recovered.errors)")
  }

  @Test func noCacheWritesNoCache() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    let project = folder.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("let a = 1\n".utf8).write(to: project.appendingPathComponent("A.swift"))
    let run = try Self.run(["--no-cache"], in: project, cacheHome: folder.appendingPathComponent("cache"))
    #expect(run.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache").path))
    let moved = folder.appendingPathComponent("elsewhere/lint.json")
    _ = try Self.run(["--cache-path", moved.path], in: project, cacheHome: folder.appendingPathComponent("cache"))
    #expect(FileManager.default.fileExists(atPath: moved.path))
  }

  @Test func parsesOptions() throws {
    let command = try LintCommand.parse([
      "A", "B", "--config", "c.json", "--format", "json", "--strict", "--absolute-paths", "--no-cache",
      "--cache-path", "lint.json",
    ])
    #expect(command.noCache)
    #expect(command.cachePath == "lint.json")
    #expect(command.paths == ["A", "B"])
    #expect(command.config == "c.json")
    #expect(command.format == .json)
    #expect(command.strict)
    #expect(command.absolutePaths)
    #expect(throws: (any Error).self) { try LintCommand.parse(["--format", "xml"]) }
  }
}
