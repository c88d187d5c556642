import Foundation
import SwiftSyntax

/// `keel add feature` without the command line: reads an app laid out as the reference app
/// (Examples/TemplateApp, or an app `keel new` made from it), plans every file the feature
/// creates or changes, and refuses (``ScaffoldError``) before anything is written.
public enum FeatureScaffolder {
  public struct Request: Sendable {
    public var name: String
    public var tab: Bool
    /// The app's folder: the one holding its `Package.swift` and `project.yml`.
    public var app: URL

    public init(name: String, tab: Bool, app: URL) {
      self.name = name
      self.tab = tab
      self.app = app
    }
  }

  public struct Plan: Sendable {
    public let feature: String
    public let changes: ChangeSet
    /// The tab's deep link (`<scheme>://tab/<name>`), with `--tab`.
    public let deepLink: String?
    /// What the command should say besides the listing (a file left unformatted, and why).
    public let notes: [String]
  }

  public static func plan(_ request: Request) throws(ScaffoldError) -> Plan {
    let name = try FeatureName(request.name)
    let app = AppFolder(root: request.app.standardizedFileURL.resolvingSymlinksInPath())
    try app.requireLayout()
    var changes = ChangeSet()
    for folder in ["Sources/\(name.module)", "Tests/\(name.testModule)"] where app.exists(folder) {
      throw ScaffoldError("\(name.module) exists already: \(app.path(folder)) is there")
    }
    var manifest = try planManifest(name, app: app)
    try planCompositionRoot(name, app: app, changes: &changes)
    for file in FeatureSourceTemplates.files(name) + FeatureTestTemplates.files(name) {
      changes.create(app.path(file.path), file.contents)
    }
    try planStrings(name, tab: request.tab, app: app, changes: &changes)
    let deepLink = request.tab ? try planTab(name, app: app, manifest: &manifest, changes: &changes) : nil
    changes.modify(app.path("Package.swift"), manifest.result)
    try planProjectAndLint(name, app: app, changes: &changes)
    try planHarness(name, tab: request.tab, app: app, changes: &changes)
    let notes = try FeatureFormatting.apply(to: &changes, app: app)
    return Plan(feature: name.module, changes: changes, deepLink: deepLink, notes: notes)
  }

  /// Package.swift: the product, the target and its tests; the composition root links it.
  private static func planManifest(_ name: FeatureName, app: AppFolder) throws(ScaffoldError) -> PackageManifestEditor {
    let path = app.path("Package.swift")
    var manifest = try PackageManifestEditor(path: path, source: try app.read("Package.swift"))
    manifest.lineLength = app.swiftFormatLineLength() ?? manifest.lineLength
    // The feature joins the list that holds the composition root (a team may append its app's
    // targets under an `if` or `#if`): wherever AppServices is built, the feature must be.
    manifest.anchors = ["AppServices", "AppFeature"]
    for module in [name.module, name.testModule] where manifest.targets[module] != nil {
      throw ScaffoldError("\(name.module) exists already: \(path) declares a target \(module)")
    }
    if manifest.libraryProducts.contains(name.module) {
      throw ScaffoldError("\(name.module) exists already: \(path) declares its product")
    }
    guard
      let kit = manifest.packageIdentity(ofProduct: "KeelNavigation")
        ?? manifest.packageIdentity(ofProduct: "KeelCore")
    else {
      throw ScaffoldError("cannot read \(path): no target uses the kit's products (KeelCore)")
    }
    try manifest.appendProduct(".library(name: \"\(name.module)\", targets: [\"\(name.module)\"])")
    for target in AppWiringTemplates.manifestTargets(name, kit: kit, strict: manifest.usesStrictSettings) {
      try manifest.appendTarget(target)
    }
    try manifest.addDependency(name.module, toTarget: "AppServices")
    return manifest
  }

  /// The composition root's factory, unless a name there is taken.
  private static func planCompositionRoot(
    _ name: FeatureName, app: AppFolder, changes: inout ChangeSet
  ) throws(ScaffoldError) {
    let servicesNames = try app.declaredNames(in: "Sources/AppServices")
    for method in [name.viewModelMethod, name.coordinatorMethod] where servicesNames.contains(method) {
      throw ScaffoldError("'\(name.base)' clashes with \(method) in \(app.path("Sources/AppServices"))")
    }
    changes.create(
      app.path("Sources/AppServices/Factories/AppServices+\(name.base).swift"),
      AppWiringTemplates.appServicesExtension(name))
  }

  /// --tab: the session's tab and its deep link; test worlds that build the session follow.
  /// Returns the deep link.
  private static func planTab(
    _ name: FeatureName, app: AppFolder, manifest: inout PackageManifestEditor, changes: inout ChangeSet
  ) throws(ScaffoldError) -> String {
    let tabs = try TabEditor(name: name, files: try app.swiftFiles(in: "Sources/AppFeature")).edit()
    for (path, contents) in tabs.modified { changes.modify(app.path(path), contents) }
    changes.create(
      app.path("\(tabs.tabsFolder)/\(name.coordinator)+TabFlow.swift"), AppWiringTemplates.tabFlow(name))
    try manifest.addDependency(name.module, toTarget: "AppFeature")
    let targets = manifest.targets
    for world in try testWorlds(app) {
      guard targets[world.target] != nil else {
        throw ScaffoldError("cannot add the tab to \(world.type) in \(world.path): no target \(world.target)")
      }
      if world.names.contains(name.coordinatorMethod) || world.names.contains(name.viewModelMethod) {
        throw ScaffoldError("'\(name.base)' clashes with a method of \(world.type) in \(app.path(world.path))")
      }
      let folder = (world.path as NSString).deletingLastPathComponent
      changes.create(
        app.path("\(folder)/\(world.type)+\(name.base).swift"),
        AppWiringTemplates.testWorldExtension(name, type: world.type))
      try manifest.addDependency(name.module, toTarget: world.target)
    }
    return "\(tabs.scheme)://tab/\(name.lowerCamel)"
  }

  /// project.yml (the app target links every app module: keel check project) and the module's
  /// layer in the .keel-lint.json that lints the app.
  private static func planProjectAndLint(
    _ name: FeatureName, app: AppFolder, changes: inout ChangeSet
  ) throws(ScaffoldError) {
    let project = ProjectSpecEditor(path: app.path("project.yml"), source: try app.read("project.yml"))
    changes.modify(app.path("project.yml"), try project.adding(product: name.module, tests: name.testModule))
    guard let lintConfig = app.lintConfiguration() else {
      throw ScaffoldError("no .keel-lint.json in \(app.root.path) or a folder above it")
    }
    let lint = LintConfigEditor(path: lintConfig.path, source: try read(lintConfig))
    changes.modify(lintConfig.path, try lint.adding(AppWiringTemplates.lintEntries(name)))
  }

  /// The SwiftUI type-check harness, when one mirrors this app: the mirror link and the target
  /// (and, for a tab, AppFeature's dependency on it).
  private static func planHarness(
    _ name: FeatureName, tab: Bool, app: AppFolder, changes: inout ChangeSet
  ) throws(ScaffoldError) {
    guard let harness = app.harness() else { return }
    let mirror = harness.mirrors.appendingPathComponent(name.module)
    if FileManager.default.fileExists(atPath: mirror.path) {
      throw ScaffoldError("\(name.module) exists already: \(mirror.path) is there")
    }
    changes.link(mirror.path, to: harness.linkPrefix + name.module)
    let manifestURL = harness.root.appendingPathComponent("Package.swift")
    var manifest = try PackageManifestEditor(path: manifestURL.path, source: try read(manifestURL))
    if manifest.targets[name.module] != nil {
      throw ScaffoldError("\(name.module) exists already: \(manifestURL.path) declares it")
    }
    try manifest.appendTarget(AppWiringTemplates.harnessTarget(name))
    if tab { try manifest.addDependency(name.module, toTarget: "AppFeature") }
    changes.modify(manifestURL.path, manifest.result)
  }

  private static func planStrings(
    _ name: FeatureName, tab: Bool, app: AppFolder, changes: inout ChangeSet
  ) throws(ScaffoldError) {
    let resources = app.root.appendingPathComponent("Sources/AppLocalization/Resources")
    let languages = app.languages(in: resources)
    guard !languages.isEmpty else {
      throw ScaffoldError("no <language>.lproj/Localizable.strings in \(resources.path)")
    }
    var updated: [String: String] = [:]
    for folder in languages {
      let relative = "Sources/AppLocalization/Resources/\(folder)/Localizable.strings"
      let contents = try app.read(relative)
      // A key of the feature's group already there (`common.…` for Common) would merge two
      // features' strings into one `L10n` namespace.
      if contents.contains("\"\(name.lowerCamel).") || contents.contains("\"\(name.lowerCamel)\"") {
        throw ScaffoldError(
          "'\(name.base)' clashes with the strings under \"\(name.lowerCamel).\" in \(app.path(relative))")
      }
      let language = String(folder.dropLast(".lproj".count))
      updated[folder] = FeatureStrings.appending(name, tab: tab, language: language, to: contents)
      changes.modify(app.path(relative), updated[folder]!)
    }
    let l10nPath = "Sources/AppLocalization/L10n.swift"
    let existing = try app.read(l10nPath)
    if existing.contains("enum \(name.lowerCamel) ") || existing.contains("enum `\(name.lowerCamel)` ") {
      throw ScaffoldError("'\(name.base)' clashes with L10n.\(name.lowerCamel) in \(app.path(l10nPath))")
    }
    let generated = try FeatureStrings.regeneratedL10n(resources: resources, existingL10n: existing, files: updated)
    changes.modify(app.path(l10nPath), generated)
  }

  /// Classes in the app's tests that build the session (they conform to
  /// `SessionElementsFactory`), so a new tab's coordinator must be made there too.
  private static func testWorlds(
    _ app: AppFolder
  ) throws(ScaffoldError) -> [(type: String, path: String, target: String, names: Set<String>)] {
    var worlds: [(type: String, path: String, target: String, names: Set<String>)] = []
    for (path, source) in try app.swiftFiles(in: "Tests") where source.contains("SessionElementsFactory") {
      let editor = try SwiftSourceEditor(path: path, source: source)
      for type in editor.all(ClassDeclSyntax.self)
      where type.inheritanceClause?.inheritedTypes.contains(where: {
        $0.type.trimmedDescription == "SessionElementsFactory"
      }) == true {
        let target = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        worlds.append((type.name.text, path, target, editor.declaredNames))
      }
    }
    return worlds.sorted { $0.path < $1.path }
  }

  static func read(_ url: URL) throws(ScaffoldError) -> String {
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ScaffoldError("cannot read \(url.path): \(error.localizedDescription)")
    }
  }
}
