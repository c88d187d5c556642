import ArgumentParser
import Testing

@testable import KeelCommands

@Suite struct KeelCommandTests {
  @Test func helpListsEveryCommand() {
    let help = KeelCommand.helpMessage()
    for command in ["new", "add", "gen", "lint", "serve", "design", "check"] {
      #expect(help.contains(command), "help should list '\(command)'")
    }
  }

  @Test func unbuiltCommandsSaySoInHelpAndWhenRun() async throws {
    #expect(AddFeatureCommand.configuration.abstract.contains("not built yet"))
    var command = try KeelCommand.parseAsRoot(["add", "feature", "Sample"])
    do {
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      Issue.record("expected NotBuiltYet")
    } catch let error as NotBuiltYet {
      #expect(error.description.hasPrefix("'keel add"))
    }
  }
}
