import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import FeatureScaffold

/// The Package.swift edits, on the reference app's and the harness's real manifests and on odd
/// but valid ones: the new entries land where SwiftPM reads them, and every original line stays.
@Suite struct PackageManifestEditorTests {
  static let name = try! FeatureName("Reports")

  /// Whether `edited` is `original` with text inserted only: every byte of the original is
  /// still there, in order (nothing removed, reordered or rewritten).
  static func onlyInserts(of original: String, in edited: String) -> Bool {
    var remaining = edited.utf8[...]
    for byte in original.utf8 {
      guard let index = remaining.firstIndex(of: byte) else { return false }
      remaining = remaining[remaining.index(after: index)...]
    }
    return true
  }

  static func dependencies(of target: String, in source: String) throws -> [String] {
    let editor = try PackageManifestEditor(path: "Package.swift", source: source)
    let call = try #require(editor.targets[target])
    let argument = try #require(call.arguments.first { $0.label?.text == "dependencies" })
    return argument.expression.trimmedDescription.components(separatedBy: "\"").enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
  }

  @Test func theReferenceAppGetsTheProductTargetsAndTheCompositionRootsDependency() throws {
    let source = try ScaffoldFixtures.read("Examples/TemplateApp/Package.swift")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    try editor.appendProduct(".library(name: \"ReportsFeature\", targets: [\"ReportsFeature\"])")
    for target in AppWiringTemplates.manifestTargets(Self.name, kit: "Keel", strict: true) {
      try editor.appendTarget(target)
    }
    try editor.addDependency("ReportsFeature", toTarget: "AppServices")
    try editor.addDependency("ReportsFeature", toTarget: "AppFeature")
    let edited = editor.result

    #expect(!Parser.parse(source: edited).hasError)
    let reread = try PackageManifestEditor(path: "Package.swift", source: edited)
    #expect(reread.targets["ReportsFeature"] != nil)
    #expect(reread.targets["ReportsFeatureTests"] != nil)
    #expect(reread.libraryProducts.contains("ReportsFeature"))
    #expect(try Self.dependencies(of: "AppServices", in: edited).contains("ReportsFeature"))
    #expect(try Self.dependencies(of: "AppFeature", in: edited).contains("ReportsFeature"))
    #expect(Self.onlyInserts(of: source, in: edited))
    #expect(edited.split(separator: "\n").allSatisfy { $0.count <= 120 }, "swift-format's line length")
    // The app's modules stay before the kit's products in a dependency list.
    #expect(edited.contains("\"WebFeature\", \"ReportsFeature\",\n"))
  }

  @Test func addingADependencyTwiceAddsItOnce() throws {
    let source = try ScaffoldFixtures.read("Examples/TemplateApp/Package.swift")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    try editor.addDependency("AppData", toTarget: "AppServices")
    #expect(editor.result == source)
  }

  @Test func theHarnessManifestsTargetsBehindAPlusAreExtended() throws {
    let source = try ScaffoldFixtures.read("CI/SwiftUITypecheck/Package.swift")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    try editor.appendTarget(AppWiringTemplates.harnessTarget(Self.name))
    try editor.addDependency("ReportsFeature", toTarget: "AppFeature")
    let edited = editor.result
    #expect(!Parser.parse(source: edited).hasError)
    let reread = try PackageManifestEditor(path: "Package.swift", source: edited)
    let target = try #require(reread.targets["ReportsFeature"])
    #expect(PackageManifestEditor.stringArgument("path", of: target) == "Mirrors/ReportsFeature")
    #expect(try Self.dependencies(of: "AppFeature", in: edited).contains("ReportsFeature"))
    // Into the first array (every platform), not the iOS-only targets.
    let firstArrayEnd = try #require(edited.range(of: "] + (macOS ? [] : iOSOnlyTargets)"))
    #expect(try #require(edited.range(of: "name: \"ReportsFeature\"")).lowerBound < firstArrayEnd.lowerBound)
  }

  @Test func oddButValidManifestsAreFollowedThroughVariablesAndOperators() throws {
    let source = try ScaffoldFixtures.fixture("TargetsInAVariable.manifest")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    #expect(editor.packageIdentity(ofProduct: "KeelCore") == "keel")
    #expect(!editor.usesStrictSettings)
    try editor.appendProduct(".library(name: \"ReportsFeature\", targets: [\"ReportsFeature\"])")
    for target in AppWiringTemplates.manifestTargets(Self.name, kit: "keel", strict: false) {
      try editor.appendTarget(target)
    }
    try editor.addDependency("ReportsFeature", toTarget: "AppServices")
    try editor.addDependency("ReportsFeature", toTarget: "Bare")
    let edited = editor.result

    #expect(!Parser.parse(source: edited).hasError, "\(edited)")
    let reread = try PackageManifestEditor(path: "Package.swift", source: edited)
    #expect(reread.libraryProducts == ["AppDomain", "AppServices", "ReportsFeature"])
    #expect(reread.targets["ReportsFeature"] != nil)
    #expect(try Self.dependencies(of: "AppServices", in: edited) == ["AppDomain", "ReportsFeature"])
    #expect(try Self.dependencies(of: "Bare", in: edited) == ["ReportsFeature"])
    #expect(edited.contains("package: \"keel\""))
    #expect(!edited.contains("swiftSettings"))
    // The new targets went into the variable the package reads, the comment kept its line.
    let variableEnd = try #require(edited.range(of: "let package"))
    #expect(try #require(edited.range(of: "name: \"ReportsFeatureTests\"")).lowerBound < variableEnd.lowerBound)
    #expect(edited.contains("targets: [\"AppServices\"]),  // last\n"), "the comment stays on its line")
    #expect(Self.onlyInserts(of: source, in: edited))
  }

  @Test func aFileWithoutAPackageCallIsRefused() throws {
    let source = try ScaffoldFixtures.fixture("NotAManifest.manifest")
    #expect(
      throws: ScaffoldError("cannot read Package.swift: no `Package(...)` call (is it a Swift package manifest?)")
    ) {
      _ = try PackageManifestEditor(path: "Package.swift", source: source)
    }
  }

  @Test func aManifestWithSyntaxErrorsIsRefused() {
    #expect(throws: ScaffoldError("cannot parse Package.swift: it has Swift syntax errors")) {
      _ = try PackageManifestEditor(path: "Package.swift", source: "let package = Package(name: \"X\", targets: [")
    }
  }

  @Test func dependenciesThatAreNotALiteralAreRefusedByName() throws {
    let source = try ScaffoldFixtures.fixture("ComputedDependencies.manifest")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    #expect(
      throws: ScaffoldError("cannot update Package.swift: the dependencies of AppServices are not an array literal")
    ) {
      try editor.addDependency("ReportsFeature", toTarget: "AppServices")
    }
    #expect(throws: ScaffoldError("cannot update Package.swift: it has no target named Missing")) {
      try editor.addDependency("ReportsFeature", toTarget: "Missing")
    }
  }
}
