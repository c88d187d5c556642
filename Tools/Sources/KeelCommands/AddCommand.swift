import ArgumentParser

struct AddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Add a part to an app.", subcommands: [AddFeatureCommand.self])
}

struct AddFeatureCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration.notBuiltYet(
    "feature", "Add a feature module: coordinator, screens, view model, tests.")

  @Argument(help: "The feature's name, e.g. Items.") var name: String

  func run() async throws { throw NotBuiltYet(command: "add feature") }
}
