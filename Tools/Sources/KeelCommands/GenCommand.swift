import ArgumentParser

struct GenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gen", abstract: "Generate code from resources.", subcommands: [GenL10nCommand.self])
}

struct GenL10nCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration.notBuiltYet(
    "l10n", "Generate L10n.swift from .strings and .xcstrings files.")

  func run() async throws { throw NotBuiltYet(command: "gen l10n") }
}
