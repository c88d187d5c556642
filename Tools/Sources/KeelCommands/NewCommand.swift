import AppScaffold
import ArgumentParser
import Foundation

/// `keel new <AppName>`: a new app from the reference app, renamed throughout.
struct NewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Create an app from the reference app.",
    discussion: """
      Copies the kit's reference app (Examples/TemplateApp, read from the kit given by --kit) \
      into --output and renames it throughout: the app target and package, project.yml, the \
      bundle id (and the StoreKit product ids under it), the deep-link scheme, the display \
      name, the development server (<app>-server and its <APP>_ configuration keys), types and \
      strings named for the app, and the README. The module layers (AppDomain, AppData, the \
      features, AppFeature, AppServices) stay as they are. The app depends on the kit by path \
      (a local --kit) or by URL and version (a git --kit, the usual case for a team), gets a \
      .keel-lint.json derived from the kit's, and builds, lints and tests as it is. \
      Bad input (an app name that is not a Swift identifier, is a keyword or clashes with a \
      module; a malformed bundle id or scheme; an output folder that is not empty) fails with \
      exit status 2 and writes nothing: the app is assembled in a hidden folder beside the \
      output and moved into place at the end.
      """)

  @Argument(help: "The app's name: a Swift identifier starting with an upper-case letter (AcmeShop).")
  var name: String

  @Option(help: "The bundle id, reverse DNS (com.acme.shop). Default: com.example.<name>, with a note.")
  var bundleID: String?

  @Option(help: "The deep-link URL scheme (acmeshop). Default: the name in lower case.")
  var scheme: String?

  @Option(help: "The name shown under the icon. Default: the app's name.")
  var displayName: String?

  @Option(help: "The folder to create (must not exist, or be empty). Default: ./<name>.")
  var output: String?

  @Option(
    help: """
      The kit: a git URL (with --kit-version; the app depends on it at that version, as a team's \
      app does) or a local checkout's path (the app depends on it by path). Default: the kit \
      this keel was built from.
      """)
  var kit: String?

  @Option(help: "The kit's version for a git --kit: a tag such as 1.2.0 (depended on from that version).")
  var kitVersion: String?

  @Flag(
    help: """
      Without the sample Items and Favorites features (their modules, tests, strings, tabs and \
      deep links): the gates, Settings and the composition root only.
      """)
  var minimal = false

  func run() async throws {
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    do {
      let source = try kitSource(currentDirectory: currentDirectory)
      let request = NewAppRequest(
        name: name, bundleID: bundleID, scheme: scheme, displayName: displayName, output: output, kit: source,
        minimal: minimal)
      let result = try AppScaffolder(currentDirectory: currentDirectory).create(request)
      for note in result.notes { NewOutput.error("note: keel new: \(note)") }
      NewOutput.write(Self.summary(result, currentDirectory: currentDirectory))
    } catch let error as ScaffoldError {
      NewOutput.error("error: keel new: \(error)")
      throw ExitCode(2)
    }
  }

  private func kitSource(currentDirectory: URL) throws -> KitSource {
    if let kit { return try KitSource.parse(kit: kit, version: kitVersion, currentDirectory: currentDirectory) }
    guard let built = Self.kitOfThisExecutable() else {
      throw ScaffoldError.kitNotFound("(default)", "a kit around this keel binary; pass --kit")
    }
    if kitVersion != nil { throw ScaffoldError.kitVersionWithPath(built.path) }
    return .local(built)
  }

  /// The kit checkout this `keel` was built in (`<kit>/Tools/.build/…/keel`): the nearest folder
  /// above the executable holding `Examples/TemplateApp/Package.swift`.
  static func kitOfThisExecutable() -> URL? {
    guard var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else {
      return nil
    }
    while folder.path != "/" {
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Examples/TemplateApp/Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  static func summary(_ result: NewAppResult, currentDirectory: URL) -> String {
    let folder = result.folder.path
    let app = result.identity
    return """
      Created \(app.name) in \(folder) (\(result.files.count) files): bundle id \(app.bundleID), \
      scheme \(app.scheme)://, shown as "\(app.displayName)".
      \(nextSteps(folder: folder))
      """
  }

  /// What to do next: build and test; for the Debug and Release builds, the machine's
  /// Config/Local.xcconfig, which is public (it ships in the app's Info.plist), never secret.
  static func nextSteps(folder: String) -> String {
    """
    Next: cd \(folder) && swift build --build-tests && swift test   (see README.md; xcodegen generate for Xcode)
    For Debug and Release builds: cp Config/Local.example.xcconfig Config/Local.xcconfig, then set the API \
    address and the app's public client identifier (it ships in the app: never put a secret there).
    """
  }
}

/// The output layer of `keel new`: the summary to standard output, notes and errors to
/// standard error.
enum NewOutput {
  static func write(_ text: String) { print(text) }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
