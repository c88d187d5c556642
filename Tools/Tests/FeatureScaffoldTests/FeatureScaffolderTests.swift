import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import FeatureScaffold

/// The whole command on copies of the reference app: what a plan writes, that a dry run and
/// every refusal leave the app byte-identical, and the harness's mirror when one mirrors the app.
@Suite struct FeatureScaffolderTests {
  static func plan(_ name: String, tab: Bool = false, app: URL) throws -> FeatureScaffolder.Plan {
    try FeatureScaffolder.plan(FeatureScaffolder.Request(name: name, tab: tab, app: app))
  }

  static func paths(_ plan: FeatureScaffolder.Plan, under top: URL) -> Set<String> {
    Set(plan.changes.summary(relativeTo: top))
  }

  @Test func aPlanListsEveryFileAndWritesNothingUntilAsked() throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp()
    defer { try? FileManager.default.removeItem(at: top) }
    let before = try ScaffoldFixtures.snapshot(top)
    let plan = try Self.plan("Reports", app: app)
    #expect(try ScaffoldFixtures.snapshot(top) == before, "planning (the dry run) writes nothing")

    let listed = Self.paths(plan, under: top)
    let expected: Set<String> = [
      "change .keel-lint.json", "change Examples/TemplateApp/Package.swift", "change Examples/TemplateApp/project.yml",
      "change Examples/TemplateApp/Sources/AppLocalization/L10n.swift",
      "change Examples/TemplateApp/Sources/AppLocalization/Resources/de.lproj/Localizable.strings",
      "change Examples/TemplateApp/Sources/AppLocalization/Resources/en.lproj/Localizable.strings",
      "change Examples/TemplateApp/Sources/AppLocalization/Resources/es.lproj/Localizable.strings",
      "create Examples/TemplateApp/Sources/AppServices/Factories/AppServices+Reports.swift",
      "create Examples/TemplateApp/Sources/ReportsFeature/ReportsCoordinator.swift",
      "create Examples/TemplateApp/Sources/ReportsFeature/ReportsElementsFactory.swift",
      "create Examples/TemplateApp/Sources/ReportsFeature/Navigation/ReportsRoute.swift",
      "create Examples/TemplateApp/Sources/ReportsFeature/Navigation/ReportsScreen.swift",
      "create Examples/TemplateApp/Sources/ReportsFeature/Home/ReportsViewModel.swift",
      "create Examples/TemplateApp/Sources/ReportsFeature/Views/ReportsView.swift",
      "create Examples/TemplateApp/Sources/ReportsFeature/Views/ReportsCoordinatorView.swift",
      "create Examples/TemplateApp/Tests/ReportsFeatureTests/ReportsViewModelTests.swift",
      "create Examples/TemplateApp/Tests/ReportsFeatureTests/ReportsCoordinatorTests.swift",
      "create Examples/TemplateApp/Tests/ReportsFeatureTests/Support/ReportsTestFactory.swift",
    ]
    #expect(listed == expected)

    try plan.changes.write()
    let after = try ScaffoldFixtures.snapshot(top)
    for change in plan.changes.changes {
      switch change {
      case .create(let path, let contents), .modify(let path, let contents):
        #expect(try String(contentsOfFile: path, encoding: .utf8) == contents)
        if path.hasSuffix(".swift") { #expect(!Parser.parse(source: contents).hasError, "\(path)") }
      case .link: Issue.record("no harness here, so no mirror link")
      }
    }
    let l10n = try String(
      contentsOf: app.appendingPathComponent("Sources/AppLocalization/L10n.swift"), encoding: .utf8)
    #expect(l10n.contains("public enum reports"))
    #expect(after.count == before.count + 11 + 6, "11 files and 6 new folders")
  }

  @Test func aTabEditsTheSessionAndItsTestWorldAndNamesTheDeepLink() throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp()
    defer { try? FileManager.default.removeItem(at: top) }
    let plan = try Self.plan("MyPlaces", tab: true, app: app)
    #expect(plan.deepLink == "keeltemplate://tab/myPlaces")
    var files: [String: String] = [:]
    for case .modify(let path, let contents) in plan.changes.changes {
      files[String(path.dropFirst(app.path.count + 1))] = contents
    }
    for case .create(let path, let contents) in plan.changes.changes {
      files[String(path.dropFirst(app.path.count + 1))] = contents
    }
    let appTab = try #require(files["Sources/AppFeature/DeepLinks/AppDeepLink.swift"])
    #expect(appTab.contains("  case settings\n  case myPlaces\n}"))
    let routes = try #require(files["Sources/AppFeature/Tabs/TabRoute.swift"])
    for line in [
      "case myPlaces(MyPlacesRoute)", "case .myPlaces: .myPlaces", #"case .myPlaces(let route): "myPlaces.\(route)""#,
    ] {
      #expect(routes.contains(line))
    }
    let session = try #require(files["Sources/AppFeature/Tabs/SessionCoordinator.swift"])
    #expect(
      session.contains("  public let settings: SettingsCoordinator\n  public let myPlaces: MyPlacesCoordinator\n"))
    #expect(session.contains("    myPlaces = factory.myPlacesCoordinator()\n"))
    #expect(session.contains("      .settings: settings,\n      .myPlaces: myPlaces,\n    ]"))
    #expect(session.contains("myPlaces.output = .init(onFinish: { [weak self] in"))
    #expect(
      try #require(files["Sources/AppFeature/Tabs/SessionElementsFactory.swift"]).contains(
        "func myPlacesCoordinator() -> MyPlacesCoordinator"))
    #expect(
      try #require(files["Sources/AppFeature/Views/SessionCoordinatorView.swift"]).contains(
        "MyPlacesCoordinatorView(coordinator: coordinator.myPlaces)"))
    #expect(
      try #require(files["Sources/AppFeature/DeepLinks/AppDeepLinkParser.swift"]).contains(
        "keeltemplate://tab/<items|favorites|settings|myPlaces>"))
    #expect(files["Sources/AppFeature/Tabs/MyPlacesCoordinator+TabFlow.swift"] != nil)
    #expect(files["Tests/AppFeatureTests/Support/AppTestWorld+MyPlaces.swift"] != nil)
    #expect(
      try #require(files["Sources/AppLocalization/Resources/en.lproj/Localizable.strings"]).hasSuffix(
        "\"myPlaces.tab\" = \"My Places\";\n"))
    for (path, contents) in files where path.hasSuffix(".swift") {
      #expect(!Parser.parse(source: contents).hasError, "\(path)")
    }
    let manifest = try #require(files["Package.swift"])
    for target in ["AppFeature", "AppFeatureTests", "AppServices"] {
      #expect(try PackageManifestEditorTests.dependencies(of: target, in: manifest).contains("MyPlacesFeature"))
    }
  }

  @Test func theHarnessGetsTheMirrorLinkAndTarget() throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp(withHarness: true)
    defer { try? FileManager.default.removeItem(at: top) }
    let plan = try Self.plan("Reports", tab: true, app: app)
    let listed = Self.paths(plan, under: top)
    #expect(
      listed.contains(
        "link CI/SwiftUITypecheck/Mirrors/ReportsFeature -> ../../../Examples/TemplateApp/Sources/ReportsFeature"))
    #expect(listed.contains("change CI/SwiftUITypecheck/Package.swift"))
    try plan.changes.write()
    let mirror = top.appendingPathComponent("CI/SwiftUITypecheck/Mirrors/ReportsFeature")
    #expect(FileManager.default.fileExists(atPath: mirror.appendingPathComponent("Views/ReportsView.swift").path))
    let harness = try String(
      contentsOf: top.appendingPathComponent("CI/SwiftUITypecheck/Package.swift"), encoding: .utf8)
    #expect(try PackageManifestEditorTests.dependencies(of: "AppFeature", in: harness).contains("ReportsFeature"))
  }

  @Test(arguments: [
    ("Items", false, "ItemsFeature exists already: "),
    ("Favorites", true, "FavoritesFeature exists already: "),
    ("reports", false, "'reports' is not a feature name"),
    ("Default", false, "'Default' is not a feature name: 'default' is a Swift keyword"),
    ("Common", false, "'Common' clashes with the strings under \"common.\" in "),
  ])
  func refusalsLeaveTheAppByteIdentical(name: String, tab: Bool, message: String) throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp(withHarness: true)
    defer { try? FileManager.default.removeItem(at: top) }
    let before = try ScaffoldFixtures.snapshot(top)
    #expect {
      _ = try Self.plan(name, tab: tab, app: app)
    } throws: { error in
      let text = (error as? ScaffoldError)?.message ?? "\(error)"
      return text.hasPrefix(message) && !text.contains("\n")
    }
    #expect(try ScaffoldFixtures.snapshot(top) == before)
  }

  @Test func anAppItCannotParseIsRefusedAndLeftAsItWas() throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp()
    defer { try? FileManager.default.removeItem(at: top) }
    let manifest = app.appendingPathComponent("Package.swift")
    try Data("let package = Package(name: \"Broken\", targets: [".utf8).write(to: manifest)
    let before = try ScaffoldFixtures.snapshot(top)
    #expect(throws: ScaffoldError("cannot parse \(manifest.path): it has Swift syntax errors")) {
      _ = try Self.plan("Reports", app: app)
    }
    try FileManager.default.removeItem(at: app.appendingPathComponent("project.yml"))
    let withoutSpec = try ScaffoldFixtures.snapshot(top)
    #expect {
      _ = try Self.plan("Reports", app: app)
    } throws: { error in
      (error as? ScaffoldError)?.message.contains("is not a Keel app: project.yml is missing") == true
    }
    #expect(try ScaffoldFixtures.snapshot(top) == withoutSpec)
    #expect(before.count == withoutSpec.count + 1)
  }

  @Test func aFeatureAddedOnceIsRefusedTheSecondTime() throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp()
    defer { try? FileManager.default.removeItem(at: top) }
    try Self.plan("Reports", app: app).changes.write()
    let written = try ScaffoldFixtures.snapshot(top)
    #expect {
      _ = try Self.plan("Reports", app: app)
    } throws: { error in
      (error as? ScaffoldError)?.message.hasPrefix("ReportsFeature exists already") == true
    }
    #expect(try ScaffoldFixtures.snapshot(top) == written)
  }

  // MARK: - Inputs no one here wrote

  /// A manifest another team might write (every target in a `let`, block comments between, one
  /// element per line, trailing commas in arrays and argument lists) and a `.keel-lint.json`
  /// with fields Keel does not know, one of them holding a `modules` object of its own: the
  /// feature and its tab land, every edit in the right place, the unknown fields untouched.
  @Test func aRestyledManifestAndALintFileWithExtraFieldsTakeAFeatureAndATab() throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp()
    defer { try? FileManager.default.removeItem(at: top) }
    let manifestURL = app.appendingPathComponent("Package.swift")
    let manifest = try ScaffoldFixtures.fixture("RestyledTemplateApp.manifest")
    #expect(!Parser.parse(source: manifest).hasError)
    try Data(manifest.utf8).write(to: manifestURL)
    let lintURL = top.appendingPathComponent(".keel-lint.json")
    let lint = try String(contentsOf: lintURL, encoding: .utf8)
    let extra = """
      {
        "$schema": "https://example.org/keel-lint.schema.json",
        "x-owners": { "modules": { "AppDomain": ["platform-team"] }, "note": "a } and a \\" in a string" },
      """
    #expect(lint.hasPrefix("{"))
    try Data((extra + lint.dropFirst()).utf8).write(to: lintURL)

    try Self.plan("Reports", tab: true, app: app).changes.write()

    let edited = try String(contentsOf: manifestURL, encoding: .utf8)
    #expect(!Parser.parse(source: edited).hasError)
    #expect(PackageManifestEditorTests.onlyInserts(of: manifest, in: edited))
    let reread = try PackageManifestEditor(path: "Package.swift", source: edited)
    #expect(reread.targets["ReportsFeature"] != nil && reread.targets["ReportsFeatureTests"] != nil)
    #expect(reread.libraryProducts.contains("ReportsFeature"))
    for target in ["AppServices", "AppFeature", "AppFeatureTests"] {
      #expect(
        try PackageManifestEditorTests.dependencies(of: target, in: edited).contains("ReportsFeature"), "\(target)")
    }
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: lintURL)) as? [String: Any])
    let layers = try #require((json["rules"] as? [String: Any])?["layers"] as? [String: Any])
    #expect((layers["modules"] as? [String: Any])?["ReportsFeature"] != nil)
    #expect(json["$schema"] as? String == "https://example.org/keel-lint.schema.json")
    let owners = try #require(json["x-owners"] as? [String: Any])
    #expect((owners["modules"] as? [String: Any])?.keys.sorted() == ["AppDomain"])
    #expect(owners["note"] as? String == "a } and a \" in a string")
  }

  /// The reference app's manifest in isowords' shape: `Package(...)` with empty lists, the
  /// products and targets appended under an `if` a server-only build skips.
  static func appendedUnderAnIf(_ manifest: String) throws -> String {
    let tree = Parser.parse(source: manifest)
    let call = try #require(
      tree.statements.lazy.compactMap {
        $0.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
      }.first { $0.calledExpression.trimmedDescription == "Package" })
    var text = Array(manifest.utf8)
    var lists: [String: String] = [:]
    // From the end, so earlier offsets hold.
    for label in ["targets", "products"] {
      let argument = try #require(call.arguments.first { $0.label?.text == label })
      let range =
        argument.expression.positionAfterSkippingLeadingTrivia
        .utf8Offset..<argument.expression
        .endPositionBeforeTrailingTrivia.utf8Offset
      lists[label] = String(decoding: text[range], as: UTF8.self)
      text.replaceSubrange(range, with: Array("[]".utf8))
    }
    let edited = String(decoding: text, as: UTF8.self)
      .replacingOccurrences(of: "import PackageDescription\n", with: "import Foundation\nimport PackageDescription\n")
      .replacingOccurrences(of: "let package = Package(", with: "var package = Package(")
    return edited + """

      // The app's modules, left out of a server-only build.
      if ProcessInfo.processInfo.environment["SERVER_ONLY"] == nil {
        package.products.append(contentsOf: \(lists["products"]!))
        package.targets.append(contentsOf: \(lists["targets"]!))
      }

      """
  }

  /// A manifest that appends the app's targets under an `if` (isowords' shape) gets the feature
  /// and its tab there, and SwiftPM reads the edited manifest with the new targets in it.
  @Test func aManifestThatAppendsItsTargetsUnderAnIfTakesAFeatureAndATabThere() throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp()
    defer { try? FileManager.default.removeItem(at: top) }
    let manifestURL = app.appendingPathComponent("Package.swift")
    let manifest = try Self.appendedUnderAnIf(String(contentsOf: manifestURL, encoding: .utf8))
    #expect(!Parser.parse(source: manifest).hasError, "\(manifest)")
    try Data(manifest.utf8).write(to: manifestURL)

    try Self.plan("Reports", tab: true, app: app).changes.write()

    let edited = try String(contentsOf: manifestURL, encoding: .utf8)
    #expect(PackageManifestEditorTests.onlyInserts(of: manifest, in: edited))
    #expect(
      edited.contains("  products: [],\n") && edited.contains("  targets: [],\n"), "the Package(...) lists stay empty")
    let block = try #require(edited.range(of: "if ProcessInfo.processInfo.environment[\"SERVER_ONLY\"] == nil {"))
    for declaration in [
      "name: \"ReportsFeature\",", "name: \"ReportsFeatureTests\",", ".library(name: \"ReportsFeature\"",
    ] {
      #expect(try #require(edited.range(of: declaration)).lowerBound > block.upperBound, "\(declaration)")
    }
    for target in ["AppServices", "AppFeature", "AppFeatureTests"] {
      #expect(
        try PackageManifestEditorTests.dependencies(of: target, in: edited).contains("ReportsFeature"), "\(target)")
    }
    // SwiftPM's own reading of the manifest (no dependency is fetched to dump it).
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package"]
    process.currentDirectoryURL = app
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let dump = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let names = Set(((dump["targets"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
    #expect(names.isSuperset(of: ["ReportsFeature", "ReportsFeatureTests", "AppServices", "AppFeature"]))
  }

  /// What the tool cannot follow is refused with one line naming it, and nothing is written:
  /// dependencies or a targets list chosen by a condition (which branch would a new one join?),
  /// a lint file with comments (not JSON) or without layers.
  @Test(arguments: [
    (
      "Package.swift", "dependencies: [\n        \"AppData\", \"AppDomain\", \"AppLocalization\", \"AppFeature\"",
      "dependencies: macOS ? [] : [\n        \"AppData\", \"AppDomain\", \"AppLocalization\", \"AppFeature\"",
      "cannot update"
    ),
    ("Package.swift", "  targets: [\n", "  targets: macOS ? [] : [\n", "cannot update"),
    (".keel-lint.json", "{", "// team settings\n{", "cannot parse"),
    (".keel-lint.json", "\"layers\"", "\"layering\"", "cannot update"),
  ])
  func anInputTheToolCannotFollowIsRefusedInOneLine(file: String, old: String, new: String, message: String) throws {
    let (top, app) = try ScaffoldFixtures.copyOfTemplateApp()
    defer { try? FileManager.default.removeItem(at: top) }
    let url = file == "Package.swift" ? app.appendingPathComponent(file) : top.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let range = text.range(of: old) else {
      Issue.record("\(file) no longer has \(old)")
      return
    }
    try Data(text.replacingCharacters(in: range, with: new).utf8).write(to: url)
    let before = try ScaffoldFixtures.snapshot(top)
    #expect {
      try Self.plan("Reports", tab: true, app: app).changes.write()
    } throws: { error in
      let text = (error as? ScaffoldError)?.message ?? "\(error)"
      return text.hasPrefix(message) && !text.contains("\n")
    }
    #expect(try ScaffoldFixtures.snapshot(top) == before)
  }
}
