import ArgumentParser

/// `keel`: scaffolds, generates, lints and serves Keel apps.
public struct KeelCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "keel",
    abstract: "Build iOS apps on the Keel foundation.",
    subcommands: [
      NewCommand.self,
      AddCommand.self,
      GenCommand.self,
      LintCommand.self,
      ServeCommand.self,
    ]
  )

  public init() {}
}
