import ArgumentParser

struct NewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration.notBuiltYet("new", "Create an app from the reference app.")

  @Argument(help: "The new app's name.") var name: String

  func run() async throws { throw NotBuiltYet(command: "new") }
}
