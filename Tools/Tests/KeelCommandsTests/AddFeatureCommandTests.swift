import Foundation
import Testing

@testable import KeelCommands

/// Runs the built `keel add feature` on a copy of the reference app's folder, so the exit
/// status, the one-line refusal and the listing are the ones a team sees.
@Suite struct AddFeatureCommandTests {
  static func run(_ arguments: [String], in directory: URL) throws -> LintCommandTests.Run {
    try run(executable: LintCommandTests.keel(), ["add", "feature"] + arguments, in: directory)
  }

  static func run(executable: URL, _ arguments: [String], in directory: URL) throws -> LintCommandTests.Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return LintCommandTests.Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// The reference app's manifests, sources and tests, with a lint configuration beside them.
  static func copyOfApp() throws -> URL {
    let manager = FileManager.default
    let copy = manager.temporaryDirectory.appendingPathComponent("keel-add-\(UUID().uuidString)")
    let app = LintCommandTests.repository.appendingPathComponent("Examples/TemplateApp")
    try manager.createDirectory(at: copy, withIntermediateDirectories: true)
    for entry in ["Package.swift", "project.yml", "Sources", "Tests"] {
      try manager.copyItem(at: app.appendingPathComponent(entry), to: copy.appendingPathComponent(entry))
    }
    try manager.copyItem(
      at: LintCommandTests.repository.appendingPathComponent(".keel-lint.json"),
      to: copy.appendingPathComponent(".keel-lint.json"))
    return copy
  }

  @Test func helpNamesTheOptionsAndWhatItWrites() {
    let help = AddFeatureCommand.helpMessage()
    for text in ["--tab", "--path", "--dry-run", "Package.swift", "project.yml", ".keel-lint.json", "exit status 2"] {
      #expect(help.contains(text), "help should mention \(text)")
    }
    #expect(!help.contains("not built yet"))
  }

  @Test func aDryRunListsTheFilesAndWritesNothing() throws {
    let app = try Self.copyOfApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let run = try Self.run(["Reports", "--dry-run", "--tab"], in: app)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("keel add feature ReportsFeature (dry run: nothing written)\n"))
    for line in [
      "  would change Package.swift", "  would change .keel-lint.json",
      "  would create Sources/ReportsFeature/ReportsCoordinator.swift",
      "  would change Sources/AppFeature/Tabs/SessionCoordinator.swift",
    ] {
      #expect(run.output.contains(line + "\n"), "listing should hold \(line)")
    }
    #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources/ReportsFeature").path))
  }

  @Test func aRefusalIsOneLineWithExitStatusTwo() throws {
    let app = try Self.copyOfApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let run = try Self.run(["Items", "--path", app.path], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("keel add feature: ItemsFeature exists already: "))
    #expect(run.errors.filter { $0 == "\n" }.count == 1)
  }

  @Test func aFolderThatIsNotAnAppIsRefused() throws {
    let run = try Self.run(["Reports"], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 2)
    #expect(run.errors.contains("is not a Keel app: Package.swift is missing"))
  }

  /// The findings of `swift format lint --strict` and `keel lint --strict` over an app, without
  /// their line and column (an edit above a finding moves it).
  static func findings(in app: URL, sources: [String]) throws -> [String] {
    let format = try run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "format", "lint", "--strict", "-r", "--configuration", ".swift-format"] + sources, in: app)
    let lint = try run(executable: LintCommandTests.keel(), ["lint", "--strict", "."], in: app)
    return (format.errors + lint.output).split(separator: "\n")
      .filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .map { $0.replacingOccurrences(of: #":[0-9]+:[0-9]+:"#, with: ":", options: .regularExpression) }.sorted()
  }

  /// A team that changed its app's `.swift-format` (to 80 columns; to 4-space indentation and
  /// 100 columns without trailing commas) and reformatted: two features added (one a tab) come
  /// out in that layout, so `swift format lint --strict` and `keel lint --strict` of the app
  /// find nothing they did not find before. (The reformatted reference app has findings of its
  /// own at these lengths: end-of-line comments swift-format will not move, bodies that grew
  /// past keel lint's limits.)
  @Test(
    .serialized,
    arguments: [
      #""indentation": { "spaces": 2 }, "lineLength": 80"#,
      #""indentation": { "spaces": 4 }, "lineLength": 100, "multiElementCollectionTrailingCommas": false"#,
    ])
  func featuresComeOutInTheTeamsLayout(layout: String) throws {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent("keel-layout-\(UUID().uuidString)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: folder) }
    let created = try Self.run(
      executable: LintCommandTests.keel(), ["new", "Shop", "--kit", LintCommandTests.repository.path], in: folder)
    try #require(created.status == 0, "\(created.errors)")
    let app = folder.appendingPathComponent("Shop")
    let configuration = app.appendingPathComponent(".swift-format")
    let kitRules = try String(contentsOf: configuration, encoding: .utf8)
    let teamRules = kitRules.replacingOccurrences(
      of: #""indentation": { "spaces": 2 },\#n  "lineLength": 120"#, with: layout)
    try #require(teamRules != kitRules, "the kit's .swift-format changed shape: update this test")
    try Data(teamRules.utf8).write(to: configuration)
    let sources = ["Package.swift", "Sources", "Tests", "App", "Benchmarks"]
    let reformatted = try Self.run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "format", "format", "-i", "-r", "--configuration", ".swift-format"] + sources, in: app)
    try #require(reformatted.status == 0, "\(reformatted.errors)")
    let before = try Self.findings(in: app, sources: sources)

    for arguments in [["Reports"], ["Stats", "--tab"]] {
      let added = try Self.run(arguments + ["--path", app.path], in: folder)
      #expect(added.status == 0, "\(added.errors)")
      #expect(added.errors.isEmpty, "no file left unformatted: \(added.errors)")
    }
    // The manifest grows by every feature's targets whatever the layout: at 80 columns two
    // features take it past keel lint's 500-line warning, which says nothing of the layout.
    let after = try Self.findings(in: app, sources: sources).filter {
      !$0.hasPrefix("Package.swift: warning: [file-length]")
    }
    #expect(after == before, "new findings: \(after.filter { !before.contains($0) })")
    let limit = layout.contains("80") ? 80 : 100
    let step = layout.contains("\"spaces\": 4") ? "    " : "  "
    for file in [
      "Sources/ReportsFeature/Home/ReportsViewModel.swift", "Sources/StatsFeature/StatsCoordinator.swift",
      "Tests/StatsFeatureTests/StatsCoordinatorTests.swift", "Sources/AppServices/Factories/AppServices+Reports.swift",
    ] {
      let lines = try String(contentsOf: app.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= limit }, "\(file) within \(limit) columns")
      let indents = lines.map { $0.prefix { $0 == " " }.count }.filter { $0 > 0 }
      #expect(
        indents.min() == step.count && indents.allSatisfy { $0 % step.count == 0 }, "\(file) steps by \(step.count)")
    }
    let manifest = try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("\n" + String(repeating: step, count: 3) + "name: \"StatsFeatureTests\","))
  }
}
