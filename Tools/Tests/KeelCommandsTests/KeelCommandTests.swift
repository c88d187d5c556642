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
}
