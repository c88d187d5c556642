import Foundation
import Testing

@testable import KeelCommands

/// Runs the built `keel check project` on the XcodeProjectCheck fixtures, so the exit status and
/// the printed findings are the ones scripts/test sees.
@Suite struct CheckProjectCommandTests {
  static let goodFixture = LintCommandTests.repository.appendingPathComponent(
    "Tools/Tests/XcodeProjectCheckTests/Fixtures/good")

  static func run(_ arguments: [String], in directory: URL) throws -> LintCommandTests.Run {
    let process = Process()
    process.executableURL = try LintCommandTests.keel()
    process.arguments = ["check", "project"] + arguments
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

  @Test func helpNamesWhatIsCheckedAndTheExitStatuses() {
    let help = CheckProjectCommand.helpMessage()
    for text in ["--exclude-product", "--pending", "--app-target", "#include?", "Exit status"] {
      #expect(help.contains(text), "help should mention \(text)")
    }
  }

  @Test func aCleanProjectExitsZeroWithASummary() throws {
    let run = try Self.run(["--exclude-product", "Server"], in: Self.goodFixture)
    #expect(run.status == 0)
    #expect(
      run.output
        == "keel check project: project.yml: 13 files found, 2 products linked, 0 errors, 0 warnings\n")
  }

  @Test func aMissingFileExitsOneNamingTheKeyPathAndLine() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("keel-check-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.goodFixture, to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.removeItem(at: copy.appendingPathComponent("App/Products.storekit"))
    let run = try Self.run(["project.yml", "--exclude-product", "Server"], in: copy)
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix(
        "project.yml:45:30: error: schemes.SampleApp.run.storeKitConfiguration: App/Products.storekit does not exist\n")
    )
  }

  @Test func anUnreadableSpecExitsTwo() throws {
    let run = try Self.run(["missing.yml"], in: Self.goodFixture)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("error: keel check project: cannot read missing.yml"))
  }
}
