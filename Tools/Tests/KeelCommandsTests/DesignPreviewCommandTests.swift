import ArgumentParser
import Foundation
import Testing

@testable import KeelCommands

@Suite struct DesignPreviewCommandTests {
  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("keel-design-\(UUID().uuidString)")
      .appendingPathComponent("nested/style-guide.html")
  }

  @Test func isReachableAsKeelDesignPreview() throws {
    let command = try KeelCommand.parseAsRoot(["design", "preview", "--output", "x.html"])
    let preview = try #require(command as? DesignPreviewCommand)
    #expect(preview.output == "x.html")
    #expect(!DesignPreviewCommand.helpMessage().contains("not built yet"))
  }

  @Test func writesThePageWithEveryBuiltInTheme() async throws {
    let output = temporaryFile()
    defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent().deletingLastPathComponent()) }
    try await DesignPreviewCommand.parse(["--output", output.path, "--strict"]).run()
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for id in ["standard", "petal", "high-contrast"] {
      #expect(html.contains("<section id=\"theme-\(id)\">"), "\(id)")
    }
    #expect(html.contains("<strong>primary500</strong>"))
    #expect(html.contains("<code>.largeTitle</code>"))
  }

  @Test func canLimitThePageToSomeThemes() async throws {
    let output = temporaryFile()
    defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent().deletingLastPathComponent()) }
    try await DesignPreviewCommand.parse(["--output", output.path, "--theme", "petal"]).run()
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("<section id=\"theme-petal\">"))
    #expect(!html.contains("<section id=\"theme-standard\">"))
  }

  @Test func anUnknownThemeIsAnErrorNamingItAndTheChoices() async throws {
    let command = try DesignPreviewCommand.parse(["--output", temporaryFile().path, "--theme", "neon"])
    do {
      try await command.run()
      Issue.record("expected a validation error")
    } catch let error as ValidationError {
      #expect(error.message == "unknown theme \"neon\"; available: standard, petal, high-contrast")
    }
  }

  @Test func anUnwritablePathFailsWithExitCodeOne() async throws {
    // A path under a regular file cannot be created.
    let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("keel-design-\(UUID().uuidString)")
    try Data("x".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let command = try DesignPreviewCommand.parse(["--output", blocker.appendingPathComponent("page.html").path])
    await #expect(throws: ExitCode.failure) { try await command.run() }
  }
}
