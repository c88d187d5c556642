import Foundation
import Testing

@testable import XcodeProjectCheck

/// The app's privacy manifest (`PrivacyInfo.xcprivacy`) against the code the app links: the
/// fixture's manifest declares UserDefaults (CA92.1), which its Core module uses; its Server
/// module (never linked) uses `systemUptime`.
@Suite struct PrivacyManifestCheckTests {
  let options = ProjectCheckOptions(excludedProducts: ["Server"])
  static let manifest = "App/PrivacyInfo.xcprivacy"

  @Test func anUndeclaredRequiredReasonAPIIsAnErrorAtItsUseNamingTheManifest() throws {
    let project = try FixtureProject("good")
    try project.write(
      "Sources/Feature/Feature.swift",
      """
      import Foundation

      public enum FeatureModule {
        public static var uptime: Double { ProcessInfo.processInfo.systemUptime }
      }
      """)
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.count == 1)
    let error = try #require(report.errors.first)
    #expect(error.file == "Sources/Feature/Feature.swift")
    #expect(error.line == 4)
    #expect(error.message.contains("systemUptime"))
    #expect(error.message.contains("NSPrivacyAccessedAPICategorySystemBootTime"))
    #expect(error.message.contains(Self.manifest))
    #expect(error.message.contains("35F9.1"))
  }

  @Test func eachUndeclaredCategoryIsReportedOnceWithHowOftenItIsUsed() throws {
    let project = try FixtureProject("good")
    try project.write(
      "Sources/Feature/Feature.swift",
      """
      import Foundation

      public enum FeatureModule {
        public static func modified(_ path: String) throws -> Date? {
          try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        }
        public static func created(_ url: URL) throws -> Date? {
          try url.resourceValues(forKeys: [.creationDateKey]).creationDate
        }
      }
      """)
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.line == 5)
    #expect(report.errors.first?.message.contains("NSPrivacyAccessedAPICategoryFileTimestamp") == true)
    #expect(report.errors.first?.message.contains("2 uses in 1 file") == true)
  }

  @Test func theAppTargetsOwnSourcesAreChecked() throws {
    let project = try FixtureProject("good")
    try project.write(
      "App/SampleApp.swift",
      // The file's UIKit import is left out: check-apple-imports reads every line that starts
      // with `import`, string literals included, and this is no Apple-only file.
      """
      let keyboards = UITextInputMode.activeInputModes
      """)
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.map(\.file) == ["App/SampleApp.swift"])
    #expect(report.errors.first?.message.contains("NSPrivacyAccessedAPICategoryActiveKeyboards") == true)
  }

  @Test func aModuleTheAppDoesNotLinkIsNotChecked() throws {
    // Server uses systemUptime (see the fixture) and is not linked: no finding.
    let project = try FixtureProject("good")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.problems == [])
  }

  @Test func aLocalPackageTheAppsPackageDependsOnIsChecked() throws {
    let project = try FixtureProject("good")
    try FileManager.default.createDirectory(
      at: project.folder.appendingPathComponent("Kit/Sources/KitStore"), withIntermediateDirectories: true)
    try project.write(
      "Kit/Package.swift",
      """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "Kit",
        products: [.library(name: "KitStore", targets: ["KitStore"])],
        targets: [.target(name: "KitStore")]
      )
      """)
    try project.write(
      "Kit/Sources/KitStore/FileStore.swift",
      """
      import Foundation

      func mode(of path: String) -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return status.st_mode
      }
      """)
    try project.edit(
      "Package.swift", replacing: "  targets: [\n", with: "  dependencies: [.package(path: \"Kit\")],\n  targets: [\n")
    try project.edit(
      "Package.swift", replacing: ".target(name: \"Core\")",
      with: ".target(name: \"Core\", dependencies: [.product(name: \"KitStore\", package: \"Kit\")])")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.map(\.file) == ["Kit/Sources/KitStore/FileStore.swift"])
    #expect(report.errors.first?.line == 4)
    #expect(report.errors.first?.message.contains("stat") == true)
  }

  @Test func aMissingManifestIsAnErrorNamingWhereItBelongs() throws {
    let project = try FixtureProject("good")
    try project.remove(Self.manifest)
    try project.edit(
      "project.yml", replacing: "      - path: App/PrivacyInfo.xcprivacy\n        buildPhase: resources\n", with: "")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.keyPath == "targets.SampleApp.sources")
    #expect(report.errors.first?.message.contains("no privacy manifest") == true)
    #expect(report.errors.first?.message.contains(Self.manifest) == true)
    #expect(report.errors.first?.message.contains("ITMS-91053") == true)
  }

  @Test func anUnparseableManifestIsAnErrorNamingItsPath() throws {
    let project = try FixtureProject("good")
    try project.write(Self.manifest, "<plist><dict><key>NSPrivacyTracking</key></plist>")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.contains { $0.message.hasPrefix("\(Self.manifest) is not a property list") })
  }

  @Test func aManifestThatIsNotADictionaryIsAnError() throws {
    let project = try FixtureProject("good")
    try project.write(
      Self.manifest, "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>CA92.1</string></array></plist>")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.map(\.message) == ["\(Self.manifest): the privacy manifest must be a dictionary"])
  }

  @Test func anUnknownCategoryOrAReasonOfAnotherCategoryIsAnError() throws {
    let project = try FixtureProject("good")
    try project.edit(
      Self.manifest, replacing: "<string>CA92.1</string>",
      with: "<string>CA92.1</string>\n<string>35F9.1</string>")
    try project.edit(
      Self.manifest, replacing: "\t<key>NSPrivacyAccessedAPITypes</key>\n\t<array>\n",
      with: """
        \t<key>NSPrivacyAccessedAPITypes</key>
        \t<array>
        <dict><key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefault</string>
        <key>NSPrivacyAccessedAPITypeReasons</key><array><string>CA92.1</string></array></dict>

        """)
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    let messages = report.errors.map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.first?.hasPrefix(
        "\(Self.manifest): NSPrivacyAccessedAPITypes[0]: unknown category 'NSPrivacyAccessedAPICategoryUserDefault'")
        == true)
    #expect(
      messages.last?.hasPrefix(
        "\(Self.manifest): NSPrivacyAccessedAPITypes[1]: '35F9.1' is not a reason for "
          + "NSPrivacyAccessedAPICategoryUserDefaults")
        == true)
  }

  @Test func aReasonOnlyAnSDKMayDeclareIsAnErrorInAnApp() throws {
    let project = try FixtureProject("good")
    try project.edit(Self.manifest, replacing: "<string>CA92.1</string>", with: "<string>C56D.1</string>")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.message.contains("only a third-party SDK may declare") == true)
  }

  @Test func aCategoryWithoutReasonsIsAnError() throws {
    let project = try FixtureProject("good")
    try project.edit(Self.manifest, replacing: "<string>CA92.1</string>", with: "")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.errors.map(\.message) == [
        "\(Self.manifest): NSPrivacyAccessedAPITypes[0]: NSPrivacyAccessedAPICategoryUserDefaults has no "
          + "NSPrivacyAccessedAPITypeReasons (one or more of CA92.1, 1C8F.1, AC6B.1)"
      ])
  }

  @Test func collectedDataTypesMustSayLinkedTrackingAndPurposes() throws {
    let project = try FixtureProject("good")
    try project.edit(
      Self.manifest, replacing: "\t\t\t<key>NSPrivacyCollectedDataTypeTracking</key>\n\t\t\t<false/>\n", with: "")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(
      report.errors.map(\.message) == [
        "\(Self.manifest): NSPrivacyCollectedDataTypes[0]: NSPrivacyCollectedDataTypeTracking must be a boolean"
      ])
  }

  @Test func trackingMustBeABoolean() throws {
    let project = try FixtureProject("good")
    try project.edit(
      Self.manifest, replacing: "<key>NSPrivacyTracking</key>\n\t<false/>",
      with: "<key>NSPrivacyTracking</key>\n\t<string>no</string>")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.map(\.message) == ["\(Self.manifest): NSPrivacyTracking must be a boolean"])
  }

  @Test func aManifestLeftInAFolderIsNotCopiedIntoTheApp() throws {
    // XcodeGen gives .xcprivacy files no build phase (since 2.40.1), so a manifest found only
    // through its folder never reaches the bundle.
    let project = try FixtureProject("good")
    try project.edit(
      "project.yml", replacing: "      - path: App/PrivacyInfo.xcprivacy\n        buildPhase: resources\n", with: "")
    try project.edit("project.yml", replacing: "        excludes: [PrivacyInfo.xcprivacy]\n", with: "")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.keyPath == "targets.SampleApp.sources[0]")
    #expect(report.errors.first?.message.contains("buildPhase: resources") == true)
  }

  @Test func aManifestListedWithAnotherBuildPhaseIsAnError() throws {
    let project = try FixtureProject("good")
    try project.edit("project.yml", replacing: "        buildPhase: resources\n", with: "        buildPhase: none\n")
    let report = try ProjectCheck.run(spec: project.spec, options: options)
    #expect(report.errors.map(\.keyPath) == ["targets.SampleApp.sources[2]"])
  }
}
