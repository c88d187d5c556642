import ArgumentParser

struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration.notBuiltYet("lint", "Check the architecture rules.")

  @Argument(help: "Files or folders to lint.") var paths: [String] = []

  func run() async throws { throw NotBuiltYet(command: "lint") }
}
