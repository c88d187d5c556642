import Foundation
import Testing

@testable import AppScaffold

@Suite struct AppScaffolderTests {
  /// Names of the reference app that must not survive in a generated app, in any file.
  static let templateNames = [
    "TemplateApp", "keeltemplate", "KEELTEMPLATE", "template-server", "TEMPLATE_",
    "com.keel.template", "keel-template", "\"template", "Examples/", "keel:sample",
  ]

  @Test func theRealReferenceAppIsRenamedThroughout() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("real")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AppScaffolder(currentDirectory: folder).create(
      NewAppRequest(
        name: "AcmeShop", bundleID: "com.acme.shop", scheme: "acme", displayName: "Acme Shop", output: "apps/AcmeShop",
        kit: .local(ScaffoldFixtures.kitRoot)))
    let app = folder.appendingPathComponent("apps/AcmeShop")
    #expect(result.folder.path == app.standardizedFileURL.path)
    #expect(result.notes.isEmpty)

    let manifest = try ScaffoldFixtures.read(app, "Package.swift")
    #expect(manifest.contains("name: \"AcmeShop\""))
    // Relative when the kit and the app share a folder below the root (a clone in /tmp), else absolute.
    let kitPath = AppScaffolder.relativePath(from: app, to: ScaffoldFixtures.kitRoot)
    #expect(manifest.contains(".package(name: \"Keel\", path: \"\(kitPath)\")"))
    #expect(manifest.contains("name: \"acme-shop-server\""))
    let project = try ScaffoldFixtures.read(app, "project.yml")
    #expect(project.contains("\nname: AcmeShop\n"))
    #expect(project.contains("CODE_SIGN_ENTITLEMENTS: App/AcmeShop.entitlements"))
    #expect(project.contains("- package: AcmeShop/AppDomainTests"))
    #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("App/AcmeShop.entitlements").path))
    #expect(try ScaffoldFixtures.read(app, "App/Info.plist").contains("<string>acme</string>"))
    #expect(try ScaffoldFixtures.read(app, "App/Info.plist").contains("<key>ACME_SHOP_API_BASE_URL</key>"))
    #expect(
      try ScaffoldFixtures.read(app, "Config/Shared.xcconfig").contains("PRODUCT_BUNDLE_IDENTIFIER = com.acme.shop\n"))
    #expect(try ScaffoldFixtures.read(app, "Config/Release.xcconfig").contains("APP_DISPLAY_NAME = Acme Shop\n"))
    #expect(try ScaffoldFixtures.read(app, "Config/Debug.xcconfig").contains("APP_DISPLAY_NAME = Acme Shop Dev\n"))
    #expect(try ScaffoldFixtures.read(app, "App/Products.storekit").contains("\"com.acme.shop.premium.monthly\""))
    #expect(try ScaffoldFixtures.read(app, "README.md").contains("# AcmeShop"))
    // The privacy manifest comes along, copied into the app by the spec (App Store Connect
    // refuses an app using required-reason APIs without one).
    #expect(try ScaffoldFixtures.read(app, "App/PrivacyInfo.xcprivacy").contains("NSPrivacyAccessedAPITypes"))
    #expect(project.contains("- path: App/PrivacyInfo.xcprivacy\n        buildPhase: resources\n"))

    // The module layers stay: the same modules, the server renamed.
    let templateModules = ScaffoldFixtures.contents(
      of: ScaffoldFixtures.kitRoot.appendingPathComponent("Examples/TemplateApp/Sources"))
    let appModules = ScaffoldFixtures.contents(of: app.appendingPathComponent("Sources"))
    #expect(appModules == templateModules.map { $0 == "template-server" ? "acme-shop-server" : $0 }.sorted())
    #expect(
      appModules.contains("AppDomain") && appModules.contains("ItemsFeature") && appModules.contains("AppServices"))

    // Every file written, none naming the template.
    for file in result.files {
      guard let text = try ScaffoldFixtures.text(app, file) else {
        #expect(try ScaffoldFixtures.isCopiedUnchanged(app, file), "\(file): a binary file is copied byte for byte")
        continue
      }
      for name in Self.templateNames {
        #expect(!text.contains(name), "\(file) still contains \(name)")
      }
      #expect(!file.contains("Template") && !file.contains("template-server"), "\(file) keeps the template's name")
    }
    let lint = try ScaffoldFixtures.read(app, ".keel-lint.json")
    #expect(lint.contains("\"AppServices\"") && lint.contains("\"acme-shop-server\""))
    #expect(!lint.contains("KeelCommands"))
  }

  /// A 40-character name lengthens every line that names the app (types, `ACME_CORPORATION_…`
  /// keys, `acme-corporation-…-server`); the app must still start format-clean and within the
  /// 120 columns `keel lint --strict` holds it to.
  @Test func aLongNameGivesAnAppWithinTheLineLengthAndFormatClean() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("long-name")
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "AcmeCorporationFieldServiceInspectionApp"
    let result = try AppScaffolder(currentDirectory: folder).create(
      NewAppRequest(name: name, bundleID: "com.acme.inspection", output: name, kit: .local(ScaffoldFixtures.kitRoot)))
    let app = folder.appendingPathComponent(name)
    #expect(!result.notes.contains { $0.contains("longer than") }, "\(result.notes)")
    var overLong: [String] = []
    for file in result.files where file.hasSuffix(".swift") {
      let text = try ScaffoldFixtures.read(app, file)
      guard !text.hasPrefix("// swift-format-ignore-file") else { continue }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.count > 120 {
        overLong.append("\(file):\(index + 1)")
      }
    }
    #expect(overLong.isEmpty, "lines over 120 characters: \(overLong)")
    #expect(
      try ScaffoldFixtures.read(app, "Sources/DevServer/Configuration/DevServerArguments.swift").contains(
        "/// The command line of `acme-corporation-field-service-inspection-app-server`, parsed without a dependency"))
    let status = try ScaffoldFixtures.run(
      ["swift", "format", "lint", "--strict", "--recursive", "Package.swift", "Sources", "Tests", "App", "Benchmarks"],
      in: app)
    #expect(status == 0, "swift format lint --strict of the generated app")
  }

  @Test func buildProductsPinsAndLocalSettingsStayBehind() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("excluded")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try ScaffoldFixtures.copyOfKit(in: folder)
    let template = kit.appendingPathComponent("Examples/TemplateApp")
    for junk in [
      ".build/debug/x.o", ".build-macos/y", ".swiftpm/config", "Config/Local.xcconfig", "Config/Secrets.xcconfig",
      "Package.resolved",
      ".keel/template-server.sqlite", "TemplateApp.xcodeproj/project.pbxproj",
    ] {
      let url = template.appendingPathComponent(junk)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("junk".utf8).write(to: url)
    }
    let result = try AppScaffolder(currentDirectory: folder).create(NewAppRequest(name: "Acme", kit: .local(kit)))
    let app = folder.appendingPathComponent("Acme")
    for left in [
      ".build", ".build-macos", ".swiftpm", "Config/Local.xcconfig", "Config/Secrets.xcconfig", "Package.resolved",
      ".keel",
      "Acme.xcodeproj",
    ] {
      #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent(left).path), "\(left) was copied")
    }
    #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Config/Local.example.xcconfig").path))
    #expect(result.notes.count == 2, "defaults for --bundle-id and --scheme are announced")
    #expect(try ScaffoldFixtures.read(app, "Package.swift").contains("path: \"../kit\""))
  }

  @Test func aChangeToTheReferenceAppReachesTheGeneratedApp() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("change")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try ScaffoldFixtures.copyOfKit(in: folder)
    let template = kit.appendingPathComponent("Examples/TemplateApp")
    // A new file and an edit of an existing one, both naming the app.
    try Data("// Added to TemplateApp after this test was written.\nstruct TemplateMarker {}\n".utf8)
      .write(to: template.appendingPathComponent("Sources/AppDomain/TemplateMarker.swift"))
    let api = template.appendingPathComponent("API.md")
    try Data((try String(contentsOf: api, encoding: .utf8) + "\nA new endpoint of TemplateApp.\n").utf8).write(to: api)

    try AppScaffolder(currentDirectory: folder).create(NewAppRequest(name: "Orbit", kit: .local(kit)))
    let app = folder.appendingPathComponent("Orbit")
    #expect(
      try ScaffoldFixtures.read(app, "Sources/AppDomain/OrbitMarker.swift")
        == "// Added to Orbit after this test was written.\nstruct OrbitMarker {}\n")
    #expect(try ScaffoldFixtures.read(app, "API.md").hasSuffix("\nA new endpoint of Orbit.\n"))
  }

  @Test func aGitKitIsClonedAtItsVersionAndDependedOnByURL() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("git")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try ScaffoldFixtures.copyOfKit(in: folder)
    for command in [
      ["git", "init", "-q"], ["git", "add", "-A"],
      ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "kit"], ["git", "tag", "1.0.0"],
    ] {
      #expect(try ScaffoldFixtures.run(command, in: kit) == 0, "\(command)")
    }
    // A commit after the tag must not reach the app: the clone is of the version asked for.
    let api = kit.appendingPathComponent("Examples/TemplateApp/API.md")
    try Data("after the tag\n".utf8).write(to: api)
    try ScaffoldFixtures.run(
      ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qam", "later"], in: kit)

    let url = "file://" + kit.path
    try AppScaffolder(currentDirectory: folder).create(
      NewAppRequest(name: "Orbit", kit: try KitSource.parse(kit: url, version: "1.0.0", currentDirectory: folder)))
    let app = folder.appendingPathComponent("Orbit")
    let manifest = try ScaffoldFixtures.read(app, "Package.swift")
    #expect(manifest.contains(".package(url: \"\(url)\", from: \"1.0.0\")"))
    #expect(manifest.contains(".product(name: \"KeelCore\", package: \"kit\")"))
    #expect(!manifest.contains("package: \"Keel\""))
    #expect(try ScaffoldFixtures.read(app, "API.md") != "after the tag\n")
  }

  @Test func anEmptyOutputFolderIsUsed() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("empty")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try ScaffoldFixtures.copyOfKit(in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Here"), withIntermediateDirectories: true)
    try AppScaffolder(currentDirectory: folder).create(NewAppRequest(name: "Orbit", output: "Here", kit: .local(kit)))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Here/Package.swift").path))
  }

  // MARK: - --minimal

  /// What only the sample features use, which must not survive in a minimal app.
  static let sampleNames = [
    "ItemsFeature", "FavoritesFeature", "MainTabsTests", "ItemsCoordinator", "FavoritesCoordinator", "ItemsCatalog\\b",
    "L10n.items", "L10n.favorites", "\\.tab\\(\\.items", "\\.tab\\(\\.favorites", "TabRoute.items", "keel:sample",
  ]

  @Test func theMinimalAppHasTheGatesSettingsAndNoSample() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("minimal")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try AppScaffolder(currentDirectory: folder).create(
      NewAppRequest(name: "Lean", kit: .local(ScaffoldFixtures.kitRoot), minimal: true))
    let app = folder.appendingPathComponent("Lean")
    let files = FileManager.default
    for gone in [
      "Sources/ItemsFeature", "Sources/FavoritesFeature", "Tests/ItemsFeatureTests", "Tests/FavoritesFeatureTests",
      "Tests/MainTabsTests", "ImageSnapshots", "Sources/AppFeature/Tabs/ItemsCoordinator+TabFlow.swift",
      "Sources/AppServices/Factories/AppServices+Items.swift", "Tests/AppFeatureTests/TabStackTests.swift",
      ".keel-template.json",
    ] {
      #expect(!files.fileExists(atPath: app.appendingPathComponent(gone).path), "\(gone) was copied")
    }
    let modules = ScaffoldFixtures.contents(of: app.appendingPathComponent("Sources"))
    #expect(modules.contains("SettingsFeature") && modules.contains("AuthFeature") && modules.contains("AppServices"))
    #expect(files.fileExists(atPath: app.appendingPathComponent("App/PrivacyInfo.xcprivacy").path))
    // The domain and data layers stay whole: the API, its repositories and the development server.
    #expect(
      files.fileExists(atPath: app.appendingPathComponent("Sources/AppData/Repositories/ItemsRepository.swift").path))

    for file in result.files {
      guard let text = try ScaffoldFixtures.text(app, file) else { continue }
      for name in Self.sampleNames {
        #expect(text.range(of: name, options: .regularExpression) == nil, "\(file) still has \(name)")
      }
    }
    for language in ["en", "de", "es"] {
      let strings = try ScaffoldFixtures.read(
        app, "Sources/AppLocalization/Resources/\(language).lproj/Localizable.strings")
      #expect(!strings.contains("\"items.") && !strings.contains("\"favorites.") && !strings.contains("MARK: - Items"))
      #expect(strings.contains("\"settings.title\""))
    }
    let l10n = try ScaffoldFixtures.read(app, "Sources/AppLocalization/L10n.swift")
    #expect(!l10n.contains("enum items") && l10n.contains("enum settings"))
    #expect(!(try ScaffoldFixtures.read(app, "project.yml")).contains("Items"))
    #expect(!(try ScaffoldFixtures.read(app, ".keel-lint.json")).contains("Items"))
    let manifest = try ScaffoldFixtures.read(app, "Package.swift")
    #expect(manifest.contains("name: \"SettingsFeature\"") && manifest.contains("name: \"AppFeatureTests\""))
    let tabs = try ScaffoldFixtures.read(app, "Sources/AppFeature/DeepLinks/AppDeepLink.swift")
    #expect(tabs.contains("case settings") && tabs.contains("case profile"))
  }

  @Test func aSampleUseTheMarkersMissStopsMinimalWithNothingWritten() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("unmarked")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try ScaffoldFixtures.copyOfKit(in: folder)
    try Data("import AppDomain\nimport ItemsFeature\n".utf8).write(
      to: kit.appendingPathComponent("Examples/TemplateApp/Sources/AppFeature/Unmarked.swift"))
    #expect {
      try AppScaffolder(currentDirectory: folder).create(NewAppRequest(name: "Lean", kit: .local(kit), minimal: true))
    } throws: { error in
      "\(error)".contains("Sources/AppFeature/Unmarked.swift:2") && "\(error)".contains("uses ItemsFeature")
    }
    #expect(ScaffoldFixtures.contents(of: folder) == ["kit"])
    // The full app has no such check: the module is there.
    try AppScaffolder(currentDirectory: folder).create(NewAppRequest(name: "Full", kit: .local(kit)))
  }
}
