import Foundation
import Testing

@testable import XcodeProjectCheck

@Suite struct ProjectCheckTests {
  /// The fixture's Server product is its development server, as DevServer is the template's.
  let options = ProjectCheckOptions(excludedProducts: ["Server"])

  @Test func aGoodProjectHasNoFindings() throws {
    let project = try FixtureProject("good")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.problems == [])
    #expect(report.linkedProducts == ["Core", "Feature"])
    // App/, the package folder and its Package.swift, three config files and the Shared.xcconfig
    // each includes (Secrets.xcconfig is absent and optional), the privacy manifest, Info.plist,
    // entitlements, storekit.
    #expect(report.filesChecked == 13)
  }

  @Test func aMissingFileIsNamedWithItsKeyPathAndLine() throws {
    let project = try FixtureProject("good")
    try project.remove("App/Products.storekit")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.problems == [
        ProjectProblem(
          .error, file: "project.yml", line: 45, column: 30, keyPath: "schemes.SampleApp.run.storeKitConfiguration",
          message: "App/Products.storekit does not exist")
      ])
  }

  @Test func missingSourcesAndSettingsFilesAreEachReported() throws {
    let project = try FixtureProject("good")
    try project.remove("App/Info.plist")
    try project.remove("App/Sample.entitlements")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.errors.map(\.keyPath) == [
        "targets.SampleApp.settings.base.INFOPLIST_FILE", "targets.SampleApp.settings.base.CODE_SIGN_ENTITLEMENTS",
      ])
    #expect(
      report.errors.map(\.message) == ["App/Info.plist does not exist", "App/Sample.entitlements does not exist"])
  }

  @Test func anOptionalSourceMayBeAbsentButARequiredOneMayNot() throws {
    let project = try FixtureProject("good")
    try project.edit("project.yml", replacing: "        optional: true\n", with: "")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.errors.map(\.description) == [
        "project.yml:20:15: error: targets.SampleApp.sources[1].path: Generated does not exist"
      ])
  }

  @Test func aRequiredXCConfigIncludeMustExistWhileIncludeQuestionMayBeAbsent() throws {
    let project = try FixtureProject("good")
    try project.remove("Config/Shared.xcconfig")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.count == 3)
    #expect(report.errors.first?.keyPath == "targets.SampleApp.configFiles.Mock")
    #expect(
      report.errors.first?.message
        == "Config/Mock.xcconfig:1: #include \"Shared.xcconfig\": Config/Shared.xcconfig does not exist "
        + "(use #include? for a file that may be absent)")
    // Secrets.xcconfig is included with #include? by all three and absent: no finding for it.
    #expect(!report.problems.contains { $0.message.contains("Secrets") })
  }

  @Test func aBrokenPropertyListOrStoreKitFileIsAnError() throws {
    let project = try FixtureProject("good")
    try project.write("App/Sample.entitlements", "<plist><dict><key>a</key></plist>")
    try project.write("App/Products.storekit", "{ \"identifier\": ")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.errors.map(\.keyPath) == [
        "targets.SampleApp.settings.base.CODE_SIGN_ENTITLEMENTS", "schemes.SampleApp.run.storeKitConfiguration",
      ])
    #expect(report.errors.first?.message.hasPrefix("App/Sample.entitlements is not a property list") == true)
    #expect(report.errors.last?.message.hasPrefix("App/Products.storekit is not a JSON StoreKit configuration") == true)
  }

  @Test func aModuleThePackageHasButTheAppDoesNotLinkIsAnError() throws {
    let project = try FixtureProject("good")
    try project.edit(
      "Package.swift", replacing: "    .library(name: \"Server\", targets: [\"Server\"]),\n",
      with:
        "    .library(name: \"Server\", targets: [\"Server\"]),\n    .library(name: \"Extra\", targets: [\"Core\"]),\n")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.problems.map(\.description) == [
        "project.yml:33:7: error: targets.SampleApp.dependencies: library product 'Extra' of Sample's Package.swift is "
          + "not linked by target 'SampleApp' (add it under `- package: Sample` products)"
      ])
  }

  @Test func anExcludedProductMustBeNeitherRequiredNorLinked() throws {
    let project = try FixtureProject("good")
    let unexcluded = try ProjectCheck.run(spec: project.spec, options: ProjectCheckOptions())
    #expect(unexcluded.errors.map(\.message).first?.hasPrefix("library product 'Server'") == true)

    try project.edit("project.yml", replacing: "          - Core\n", with: "          - Core\n          - Server\n")
    let linked = try ProjectCheck.run(spec: project.spec, options: options)
    // (Server's systemUptime, undeclared in the privacy manifest, is reported too once linked.)
    #expect(
      linked.problems.filter { $0.file == "project.yml" }.map(\.description) == [
        "project.yml:36:13: error: targets.SampleApp.dependencies[0].products[1]: 'Server' must not be linked by the "
          + "app (excluded from the app's modules)"
      ])
  }

  @Test func aLinkedModuleMissingFromThePackageIsAnErrorUnlessPending() throws {
    let project = try FixtureProject("good")
    try project.edit("project.yml", replacing: "          - Core\n", with: "          - Core\n          - Favorites\n")
    let missing = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      missing.problems.map(\.description) == [
        "project.yml:36:13: error: targets.SampleApp.dependencies[0].products[1]: module 'Favorites' is missing from "
          + "Sample's Package.swift; its library products: Core, Feature, Server"
      ])

    let pending = try ProjectCheck.run(
      spec: project.spec, options: ProjectCheckOptions(excludedProducts: ["Server"], pendingProducts: ["Favorites"]))
    #expect(pending.errors == [])
    #expect(
      pending.warnings.map(\.message) == [
        "module 'Favorites' is missing from Sample's Package.swift (pending: it is being added)"
      ])
  }

  @Test func aPendingProductThePackageNowDeclaresIsPointedOut() throws {
    let project = try FixtureProject("good")
    let report = try ProjectCheck.run(
      spec: project.spec, options: ProjectCheckOptions(excludedProducts: ["Server"], pendingProducts: ["Feature"]))
    #expect(report.errors == [])
    #expect(
      report.warnings.map(\.message) == [
        "'Feature' is a product of Sample's Package.swift now; it no longer needs to be pending"
      ])
  }

  @Test func malformedYAMLIsReportedAtTheParsersLineAndColumn() throws {
    let spec = FixtureProject.fixtures.appendingPathComponent("malformed/project.yml")
    let report = try ProjectCheck.run(spec: spec, options: options)
    #expect(report.problems.count == 1)
    let problem = try #require(report.problems.first)
    #expect(problem.severity == .error)
    #expect(problem.line == 6)
    #expect(problem.column == 13)
    #expect(problem.keyPath == "")
    #expect(problem.message.hasPrefix("not valid YAML: "))
  }

  @Test func schemeAndConfigFileConfigurationsMustBeDeclared() throws {
    let project = try FixtureProject("good")
    try project.edit(
      "project.yml", replacing: "    run:\n      config: Debug\n", with: "    run:\n      config: Staging\n")
    try project.edit("project.yml", replacing: "      Release: Config/Release.xcconfig\n", with: "")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.problems.map(\.description) == [
        "project.yml:25:7: error: targets.SampleApp.configFiles: configuration 'Release' has no config file",
        "project.yml:43:15: error: schemes.SampleApp.run.config: configuration 'Staging' is not declared in configs "
          + "(Mock, Debug, Release)",
      ])
  }

  @Test func aSchemeTestTargetMustExistInThePackage() throws {
    let project = try FixtureProject("good")
    try project.edit("project.yml", replacing: "Sample/CoreTests", with: "Sample/FeatureTests")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.problems.map(\.message) == [
        "test target 'FeatureTests' is missing from Sample's Package.swift; its test targets: CoreTests"
      ])
  }

  @Test func anUnreadableSpecIsAnErrorNotAFinding() {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).yml")
    #expect(throws: ProjectCheckError.self) { try ProjectCheck.run(spec: missing, displayPath: "no-such.yml") }
  }

  // MARK: - Asset catalog and launch screen

  @Test func anAppWhoseIconAccentAndLaunchScreenExistHasNoFindings() throws {
    let project = try FixtureProject("assets")
    let report = try ProjectCheck.run(spec: project.spec)
    #expect(report.problems == [])
  }

  @Test func anIconOrAccentColourTheCatalogLacksIsNamedWithItsSetting() throws {
    let project = try FixtureProject("assets")
    try project.remove("App/Assets.xcassets/AccentColor.colorset")
    try project.edit("project.yml", replacing: "APPICON_NAME: AppIcon", with: "APPICON_NAME: AppIcon2")
    let report = try ProjectCheck.run(spec: project.spec)
    #expect(
      report.errors.map(\.keyPath) == [
        "targets.AssetsApp.settings.base.ASSETCATALOG_COMPILER_APPICON_NAME",
        "targets.AssetsApp.settings.base.ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME",
      ])
    #expect(
      report.errors.map(\.message) == [
        "no app icon set 'AppIcon2' (AppIcon2.appiconset) in App/Assets.xcassets",
        "no colour set 'AccentColor' (AccentColor.colorset) in App/Assets.xcassets",
      ])
  }

  @Test func theLaunchScreensColourAndImageMustBeInTheCatalogUnderTheirNamespace() throws {
    let project = try FixtureProject("assets")
    // Brand/ provides a namespace: "Launch" alone is not the colour's name.
    try project.edit("App/Info.plist", replacing: "<string>Brand/Launch</string>", with: "<string>Launch</string>")
    try project.remove("App/Assets.xcassets/Logo.imageset")
    let report = try ProjectCheck.run(spec: project.spec)
    #expect(
      report.errors.map(\.message) == [
        "App/Info.plist: UILaunchScreen.UIColorName 'Launch' is not a colour set in App/Assets.xcassets",
        "App/Info.plist: UILaunchScreen.UIImageName 'Logo' is not an image set in App/Assets.xcassets",
      ])
    #expect(report.errors.allSatisfy { $0.keyPath == "targets.AssetsApp.settings.base.INFOPLIST_FILE" })
  }

  @Test func anImageFileASetNamesMustExist() throws {
    let project = try FixtureProject("assets")
    try project.remove("App/Assets.xcassets/AppIcon.appiconset/Icon.png")
    let report = try ProjectCheck.run(spec: project.spec)
    #expect(
      report.errors.map(\.message) == [
        "App/Assets.xcassets/AppIcon.appiconset/Icon.png does not exist "
          + "(named in App/Assets.xcassets/AppIcon.appiconset/Contents.json)"
      ])
  }

  @Test func aLaunchStoryboardMustBeAmongTheSources() throws {
    let project = try FixtureProject("assets")
    try project.edit(
      "App/Info.plist", replacing: "<key>UILaunchScreen</key>",
      with: "<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>\n\t<key>UILaunchScreen</key>")
    var report = try ProjectCheck.run(spec: project.spec)
    #expect(
      report.errors.map(\.message) == [
        "App/Info.plist: UILaunchStoryboardName 'LaunchScreen': no LaunchScreen.storyboard in the target's sources"
      ])
    try project.write("App/LaunchScreen.storyboard", "<document/>")
    report = try ProjectCheck.run(spec: project.spec)
    #expect(report.problems == [])
  }
}
