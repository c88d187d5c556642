import ArgumentParser
import Foundation
import XcodeProjectCheck

struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check", abstract: "Check an app's project files.", subcommands: [CheckProjectCommand.self])
}

/// `keel check project`: the XcodeGen spec against the folder it describes (the
/// `XcodeProjectCheck` library does the work; this type reads arguments and prints).
struct CheckProjectCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "project",
    abstract:
      "Check a project.yml: named files exist, every module linked, configurations match, privacy manifest complete.",
    discussion: """
      Reads SPEC (an XcodeGen project spec) with a YAML parser and checks, relative to its \
      folder: every file it names exists (sources, includes, file groups, config files and the \
      files their #include lines pull in — #include? may be absent —, INFOPLIST_FILE, \
      CODE_SIGN_ENTITLEMENTS, StoreKit configurations, test plans, local packages), property \
      lists and StoreKit files parse; the application target links every library product of \
      each local package's Package.swift (read, not run) except --exclude-product ones, and \
      names only products and test targets the package declares; every configuration named by a \
      config file, a scheme action or options.defaultConfig is declared in configs, and each \
      configuration of the app has its config file; the app copies a well-formed privacy manifest \
      (PrivacyInfo.xcprivacy, buildPhase: resources) that declares every required-reason API \
      category the Swift code it compiles and links uses (its sources, the linked products' \
      targets and their local-package dependencies). Findings are printed as \
      file:line:column: error|warning: key.path: message. Exit status: 0 clean or warnings \
      only, 1 any error, 2 the spec cannot be read.
      """)

  @Argument(help: "The project spec. Default: project.yml in the current folder.")
  var spec: String = "project.yml"

  @Option(help: "The target that must link the modules. Default: the spec's only application target.")
  var appTarget: String?

  @Option(
    name: .customLong("exclude-product"),
    help: "A library product the app must not link (e.g. a development server); repeat for several.")
  var excludedProducts: [String] = []

  @Option(
    name: .customLong("pending"),
    help: "A product the spec may link before Package.swift declares it (a warning, not an error); repeatable.")
  var pendingProducts: [String] = []

  func run() async throws {
    let file = URL(fileURLWithPath: spec, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL
    let options = ProjectCheckOptions(
      appTarget: appTarget, excludedProducts: Set(excludedProducts), pendingProducts: Set(pendingProducts))
    let report: ProjectCheckReport
    do {
      report = try ProjectCheck.run(spec: file, options: options, displayPath: spec)
    } catch {
      CheckOutput.error("error: keel check project: \(error)")
      throw ExitCode(2)
    }
    for problem in report.problems { CheckOutput.line(problem.description) }
    CheckOutput.line(
      "keel check project: \(spec): \(report.filesChecked) files found, \(report.linkedProducts.count) products "
        + "linked, \(report.errors.count) errors, \(report.warnings.count) warnings")
    if !report.errors.isEmpty { throw ExitCode.failure }
  }
}

/// The output layer of `keel check`: findings to standard output, failures to run to standard error.
enum CheckOutput {
  static func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
