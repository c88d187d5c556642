import ArgumentParser
import FeatureScaffold
import Foundation

struct AddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Add a part to an app.", subcommands: [AddFeatureCommand.self])
}

/// `keel add feature`: the seven manual steps of a new feature (seed 000) in one command. The
/// work is done by the `FeatureScaffold` library; this type reads arguments and prints.
struct AddFeatureCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feature",
    abstract: "Add a feature module: coordinator, route, view model, views, tests, and its wiring.",
    discussion: """
      Writes Sources/<Name>Feature (coordinator with inline outputs, route and screen, elements \
      factory, a view model with Output and ViewState, an Apple-only view and coordinator view) \
      and Tests/<Name>FeatureTests (view model and coordinator, each test ending with a leak \
      assertion); adds the target and test target to Package.swift (edited as a syntax tree), \
      the module to project.yml and to .keel-lint.json's layers, its strings to every \
      language (then regenerates L10n.swift), its factory to AppServices, and, when the \
      repository's SwiftUI type-check harness mirrors the app, the mirror link and harness \
      target. --tab also adds it as a tab of the session with a <scheme>://tab/<name> deep link.

      Refuses an existing feature, an invalid name and an app it cannot read with one line \
      and exit status 2, writing nothing: every edit is prepared in memory first.
      """)

  @Argument(help: "The feature's name, upper camel case, e.g. Reports (makes ReportsFeature).")
  var name: String

  @Flag(help: "Also add the feature as a tab of the signed-in session, with a tab/<name> deep link.")
  var tab = false

  @Option(help: "The app's folder (holding its Package.swift and project.yml).")
  var path = "."

  @Flag(help: "List every file it would create or change, and write nothing.")
  var dryRun = false

  func run() async throws {
    let app = URL(fileURLWithPath: path)
    do throws(ScaffoldError) {
      let plan = try FeatureScaffolder.plan(FeatureScaffolder.Request(name: name, tab: tab, app: app))
      let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      let listing = plan.changes.summary(relativeTo: base)
      if dryRun {
        AddOutput.line("keel add feature \(plan.feature) (dry run: nothing written)")
        for line in listing { AddOutput.line("  would \(line)") }
        for note in plan.notes { AddOutput.error("note: keel add feature: \(note)") }
        return
      }
      try plan.changes.write()
      AddOutput.line("added \(plan.feature):")
      for line in listing { AddOutput.line("  \(line)") }
      if let link = plan.deepLink { AddOutput.line("deep link: \(link)") }
      for note in plan.notes { AddOutput.error("note: keel add feature: \(note)") }
    } catch {
      AddOutput.error("keel add feature: \(error.message)")
      throw ExitCode(2)
    }
  }
}

/// The output layer of `keel add`: results to standard output, notes and the refusal to standard
/// error.
enum AddOutput {
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
