import Foundation
import Testing

@testable import KeelCommands

/// Runs the built `keel add feature` on a copy of the reference app's folder, so the exit
/// status, the one-line refusal and the listing are the ones a team sees.
@Suite struct AddFeatureCommandTests {
  static func run(_ arguments: [String], in directory: URL) throws -> LintCommandTests.Run {
    let process = Process()
    process.executableURL = try LintCommandTests.keel()
    process.arguments = ["add", "feature"] + arguments
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
}
