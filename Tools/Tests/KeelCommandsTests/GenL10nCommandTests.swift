import ArgumentParser
import Foundation
import Testing

@testable import KeelCommands

@Suite struct GenL10nCommandTests {
  @Test func helpDocumentsEveryArgument() {
    let help = GenL10nCommand.helpMessage()
    for argument in [
      "<resources>", "--output", "--base-language", "--access-level", "--bundle", "--check", "--strict", "--table",
    ] {
      #expect(help.contains(argument), "help should document \(argument)")
    }
    #expect(!help.contains("not built yet"))
  }

  @Test func parsesOptions() throws {
    let command = try GenL10nCommand.parse(["Res", "--output", "Out.swift", "--access-level", "public", "--check"])
    #expect(command.resources == "Res")
    #expect(command.output == "Out.swift")
    #expect(command.accessLevel == .public)
    #expect(command.check)
    #expect(!command.strict)
    #expect(command.table == "Localizable")
    let strict = try GenL10nCommand.parse(["Res", "--strict", "--table", "InfoPlist"])
    #expect(strict.strict)
    #expect(strict.table == "InfoPlist")
    #expect(throws: (any Error).self) { try GenL10nCommand.parse(["Res", "--access-level", "open"]) }
  }

  /// A missing translation is a warning (the file is written); with --strict it fails with
  /// exit status 1 and writes nothing.
  @Test func missingTranslationsWarnAndStrictFailsWithExitCodeOne() async throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("L10nGeneratorTests/Fixtures/missing-key")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("L10n-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    let strict = try GenL10nCommand.parse([fixture.path, "--output", output.path, "--strict"])
    await #expect(throws: ExitCode.failure) { try await strict.run() }
    #expect(!FileManager.default.fileExists(atPath: output.path))
    try await GenL10nCommand.parse([fixture.path, "--output", output.path]).run()
    #expect(FileManager.default.fileExists(atPath: output.path))
  }

  @Test func writesL10nThenChecksIt() async throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("L10nGeneratorTests/Fixtures/valid")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("L10n-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    let write = try GenL10nCommand.parse([fixture.path, "--output", output.path, "--access-level", "public"])
    try await write.run()
    let generated = try String(contentsOf: output, encoding: .utf8)
    #expect(generated.contains("public enum L10n {"))
    let check = try GenL10nCommand.parse([fixture.path, "--output", output.path, "--access-level", "public", "--check"])
    try await check.run()
    // A different access level would change the file, so the check fails.
    let stale = try GenL10nCommand.parse([fixture.path, "--output", output.path, "--check"])
    await #expect(throws: ExitCode.failure) { try await stale.run() }
    #expect(try String(contentsOf: output, encoding: .utf8) == generated)
  }
}
