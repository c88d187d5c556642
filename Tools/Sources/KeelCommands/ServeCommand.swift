import ArgumentParser

struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration.notBuiltYet("serve", "Run the development server of an app.")

  func run() async throws { throw NotBuiltYet(command: "serve") }
}
