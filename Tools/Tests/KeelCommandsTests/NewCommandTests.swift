import ArgumentParser
import Foundation
import Testing

@testable import KeelCommands

@Suite struct NewCommandTests {
  static let kitRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .standardizedFileURL

  @Test func parsesEveryOption() throws {
    let command = try NewCommand.parse([
      "Acme", "--bundle-id", "com.acme.app", "--scheme", "acme", "--display-name", "Acme!", "--output", "out",
      "--kit", "https://example.com/keel.git", "--kit-version", "1.2.0",
    ])
    #expect(command.name == "Acme")
    #expect(command.bundleID == "com.acme.app")
    #expect(command.scheme == "acme")
    #expect(command.displayName == "Acme!")
    #expect(command.output == "out")
    #expect(command.kit == "https://example.com/keel.git")
    #expect(command.kitVersion == "1.2.0")
    #expect(!NewCommand.helpMessage().contains("not built yet"))
  }

  @Test func badInputExitsWithStatus2() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-new-cmd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
      ["My-App"], ["Acme", "--bundle-id", "acme"], ["Acme", "--scheme", "Acme"], ["Acme", "--kit", folder.path],
      ["Acme", "--kit", "https://example.com/keel.git"],
    ] {
      let command = try NewCommand.parse(
        arguments + (arguments.contains("--kit") ? [] : ["--kit", Self.kitRoot.path])
          + ["--output", folder.appendingPathComponent("Acme").path])
      await #expect(throws: ExitCode(2), "\(arguments)") { try await command.run() }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// Without --kit, the kit is the checkout this keel (here: the test bundle) was built in.
  @Test func theDefaultKitIsTheCheckoutKeelWasBuiltIn() {
    #expect(NewCommand.kitOfThisExecutable()?.standardizedFileURL == Self.kitRoot)
  }

  /// Debug and Release builds need the machine's Config/Local.xcconfig; the summary says how, and
  /// that nothing in it is secret (it ships in the app's Info.plist).
  @Test func theNextStepsNameTheLocalSettingsAsPublic() {
    let steps = NewCommand.nextSteps(folder: "/tmp/Acme")
    #expect(steps.contains("cd /tmp/Acme && swift build --build-tests && swift test"))
    #expect(steps.contains("cp Config/Local.example.xcconfig Config/Local.xcconfig"))
    #expect(steps.contains("public client identifier"))
    #expect(!steps.lowercased().contains("secrets"))
  }
}
