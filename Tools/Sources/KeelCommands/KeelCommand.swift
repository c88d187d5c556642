import ArgumentParser

/// `keel`: scaffolds, generates, lints and serves Keel apps, and previews their design system.
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
      DesignCommand.self,
      CheckCommand.self,
    ]
  )

  public init() {}
}
