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

  /// The edits `keel add feature Reports` makes to a manifest: the product, the target and its
  /// tests (in the list that holds AppServices or AppFeature, as the scaffolder asks), and the
  /// dependency of each of `dependents` on the feature.
  static func addReports(
    to source: String, kit: String = "Keel", strict: Bool = true,
    dependents: [String] = ["AppServices", "AppFeature"]
  ) throws -> String {
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    editor.anchors = ["AppServices", "AppFeature"]
    try editor.appendProduct(".library(name: \"ReportsFeature\", targets: [\"ReportsFeature\"])")
    for target in AppWiringTemplates.manifestTargets(name, kit: kit, strict: strict) {
      try editor.appendTarget(target)
    }
    for dependent in dependents {
      try editor.addDependency("ReportsFeature", toTarget: dependent)
    }
    return editor.result
  }

  @Test func theReferenceAppGetsTheProductTargetsAndTheCompositionRootsDependency() throws {
    let source = try ScaffoldFixtures.read("Examples/TemplateApp/Package.swift")
    let edited = try Self.addReports(to: source)

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
    let editor = try PackageManifestEditor(path: "Package.swift", source: source)
    #expect(editor.packageIdentity(ofProduct: "KeelCore") == "keel")
    #expect(!editor.usesStrictSettings)
    let edited = try Self.addReports(to: source, kit: "keel", strict: false, dependents: ["AppServices", "Bare"])

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

  /// Each dependency list the tool cannot extend is refused in one line naming the target,
  /// the file and the line: a variable other targets read too, a function's result, a
  /// condition.
  @Test(arguments: [
    (
      "AppServices",
      "cannot update Package.swift:16: the dependencies of AppServices are the variable `shared`, which other targets "
        + "use too (adding ReportsFeature there would add it to them)"
    ),
    (
      "DevServer",
      "cannot update Package.swift:18: the dependencies of DevServer (`serverDependencies()`) are not an array "
        + "literal this tool can extend"
    ),
    (
      "AppData",
      "cannot update Package.swift:19: the dependencies of AppData (`macOS ? [] : [\"AppDomain\"]`) are not an array "
        + "literal this tool can extend"
    ),
  ])
  func dependenciesThatAreNotALiteralAreRefusedByName(target: String, message: String) throws {
    let source = try ScaffoldFixtures.fixture("ComputedDependencies.manifest")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    #expect(throws: ScaffoldError(message)) {
      try editor.addDependency("ReportsFeature", toTarget: target)
    }
    #expect(editor.result == source)
  }

  @Test func aMissingTargetIsRefusedByName() throws {
    let source = try ScaffoldFixtures.fixture("ComputedDependencies.manifest")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    #expect(throws: ScaffoldError("cannot update Package.swift: it has no target named Missing")) {
      try editor.addDependency("ReportsFeature", toTarget: "Missing")
    }
  }

  /// A manifest a team grew: helpers make targets, products are partly mapped from a list,
  /// the targets list is a sum of variables, and a `.target(name: "AppFeature")` dependency
  /// stands before AppFeature's declaration. Every edit lands where SwiftPM reads it.
  @Test func helperMadeTargetsSumsOfVariablesAndDependencyReferencesAreFollowed() throws {
    let source = try ScaffoldFixtures.fixture("HelperTargets.manifest")
    let editor = try PackageManifestEditor(path: "Package.swift", source: source)
    // The reference names a dependency; the declaration is the one with `dependencies:`.
    let appFeature = try #require(editor.targets["AppFeature"])
    #expect(appFeature.arguments.contains { $0.label?.text == "dependencies" })
    let edited = try Self.addReports(to: source)

    #expect(!Parser.parse(source: edited).hasError, "\(edited)")
    #expect(Self.onlyInserts(of: source, in: edited))
    let reread = try PackageManifestEditor(path: "Package.swift", source: edited)
    #expect(reread.targets["ReportsFeature"] != nil && reread.targets["ReportsFeatureTests"] != nil)
    #expect(reread.libraryProducts.contains("ReportsFeature"))
    #expect(try Self.dependencies(of: "AppFeature", in: edited).contains("ReportsFeature"))
    // The helper's `dependencies:` literal, before the mapped features.
    #expect(edited.contains("\"AppDomain\", \"AppFeature\", \"ReportsFeature\",\n    ] + features.map"))
    // The first variable of the sum took the targets, ahead of the commented-out one.
    let coreEnd = try #require(edited.range(of: "/* .target(name: \"LegacyFeature\"), */"))
    #expect(try #require(edited.range(of: "name: \"ReportsFeatureTests\"")).lowerBound < coreEnd.lowerBound)
    #expect(edited.contains(".library(name: \"AppServices\", targets: [\"AppServices\"]),\n"))
    // The reference is left as it was.
    #expect(edited.contains("  \"AppDomain\", .target(name: \"AppFeature\"),\n]"))
  }

  @Test func aTargetAHelperMakesWithoutADependencyListIsRefusedWithItsLine() throws {
    let source = try ScaffoldFixtures.fixture("HelperTargets.manifest")
    var editor = try PackageManifestEditor(path: "Package.swift", source: source)
    #expect(
      throws: ScaffoldError(
        "cannot update Package.swift:51: target SettingsFeature is made by `feature(…)`, which has no `dependencies:` "
          + "argument to add ReportsFeature to")
    ) {
      try editor.addDependency("ReportsFeature", toTarget: "SettingsFeature")
    }
  }

  /// Four-space indentation, one argument a line, a target without dependencies but with
  /// `path:` and `exclude:`, a comment after the last target and a commented-out one.
  @Test func aFourSpaceManifestGetsFourSpaceEntriesAndATargetItsFirstDependencies() throws {
    let source = try ScaffoldFixtures.fixture("FourSpaces.manifest")
    let edited = try Self.addReports(to: source, strict: false, dependents: ["AppServices"])

    #expect(!Parser.parse(source: edited).hasError, "\(edited)")
    #expect(Self.onlyInserts(of: source, in: edited))
    #expect(try Self.dependencies(of: "AppServices", in: edited) == ["ReportsFeature"])
    #expect(edited.contains("name: \"AppServices\", dependencies: [\"ReportsFeature\"],\n            path:"))
    #expect(
      edited.contains(
        """
            ),  // the composition root
                // The Reports feature (keel add feature): AppDomain and the kit only.
                .target(
                    name: "ReportsFeature",
                    dependencies: [
                        "AppDomain",
        """))
    #expect(edited.contains("        .library(name: \"ReportsFeature\", targets: [\"ReportsFeature\"]),\n    ],"))
    let commentedOut = try #require(edited.range(of: "// .target(name: \"Legacy\"),"))
    #expect(try #require(edited.range(of: "name: \"ReportsFeatureTests\"")).lowerBound < commentedOut.lowerBound)
  }

  // MARK: - Shapes of real teams' manifests

  /// The products and targets of the app appended under an `if` (isowords' client/server
  /// split), the server's at the top level: the feature joins the app's lists, and a one-a-line
  /// dependency list gets it on a line of its own, before the kit's products.
  @Test func appTargetsAppendedUnderAnIfGetTheFeatureBesideThem() throws {
    let source = try ScaffoldFixtures.fixture("AppendedTargets.manifest")
    let edited = try Self.addReports(to: source)

    #expect(!Parser.parse(source: edited).hasError, "\(edited)")
    #expect(Self.onlyInserts(of: source, in: edited))
    let reread = try PackageManifestEditor(path: "Package.swift", source: edited)
    #expect(reread.targets["ReportsFeature"] != nil && reread.targets["ReportsFeatureTests"] != nil)
    let appBlock = try #require(edited.range(of: "// MARK: - app"))
    let serverBlock = try #require(edited.range(of: "// MARK: - server"))
    for declaration in [
      "name: \"ReportsFeature\",", "name: \"ReportsFeatureTests\",", ".library(name: \"ReportsFeature\"",
    ] {
      let found = try #require(edited.range(of: declaration), "\(declaration)")
      #expect(appBlock.upperBound < found.lowerBound && found.upperBound < serverBlock.lowerBound, "\(declaration)")
    }
    #expect(
      edited.contains(
        "    .library(name: \"AppServices\", targets: [\"AppServices\"]),\n"
          + "    .library(name: \"ReportsFeature\", targets: [\"ReportsFeature\"]),\n  ])"))
    #expect(
      edited.contains(
        "        \"ItemsFeature\",\n        \"ReportsFeature\",\n        .product(name: \"KeelCore\", package: \"Keel\"),"
      ))
    #expect(
      try Self.dependencies(of: "AppFeature", in: edited) == [
        "AppDomain", "ItemsFeature", "ReportsFeature", "KeelNavigation", "Keel",
      ])
  }

  /// `package.products += […]` and `package.targets += […]` under `#if`, four-space indented.
  @Test func targetsAddedWithPlusEqualsUnderAnIfConfigGetTheFeatureThere() throws {
    let source = try ScaffoldFixtures.fixture("ConditionalTargets.manifest")
    let edited = try Self.addReports(to: source, strict: false)

    #expect(!Parser.parse(source: edited).hasError, "\(edited)")
    #expect(Self.onlyInserts(of: source, in: edited))
    let ifConfig = try #require(edited.range(of: "#if canImport" + "(UIKit)"))
    let end = try #require(edited.range(of: "#endif"))
    for declaration in [
      "name: \"ReportsFeature\",", "name: \"ReportsFeatureTests\",", ".library(name: \"ReportsFeature\"",
    ] {
      let found = try #require(edited.range(of: declaration), "\(declaration)")
      #expect(ifConfig.upperBound < found.lowerBound && found.upperBound < end.lowerBound, "\(declaration)")
    }
    #expect(edited.contains("        .library(name: \"ReportsFeature\", targets: [\"ReportsFeature\"]),\n    ]"))
    #expect(
      edited.contains(
        "        // The Reports feature (keel add feature): AppDomain and the kit only.\n        .target(\n"))
    #expect(try Self.dependencies(of: "AppServices", in: edited) == ["AppDomain", "AppFeature", "ReportsFeature"])
  }

  /// Targets bound to constants and added by name in a one-line `+=`, products appended one
  /// `append(_:)` at a time: the list opens up for the new targets, the product gets its own
  /// `append`.
  @Test func targetsInConstantsAndProductsAppendedOneByOneGetTheFeatureTheSameWay() throws {
    let source = try ScaffoldFixtures.fixture("TargetVariables.manifest")
    let edited = try Self.addReports(to: source, strict: false, dependents: ["AppServices"])

    #expect(!Parser.parse(source: edited).hasError, "\(edited)")
    #expect(Self.onlyInserts(of: source, in: edited))
    let reread = try PackageManifestEditor(path: "Package.swift", source: edited)
    #expect(reread.targets["ReportsFeature"] != nil && reread.targets["ReportsFeatureTests"] != nil)
    #expect(reread.libraryProducts.contains("ReportsFeature"))
    #expect(
      edited.contains(
        "package.products.append(.library(name: \"AppServices\", targets: [\"AppServices\"]))\n"
          + "package.products.append(.library(name: \"ReportsFeature\", targets: [\"ReportsFeature\"]))\n"))
    #expect(
      edited.contains(
        "package.targets += [\n  appDomain, appServices,\n  // The Reports feature (keel add feature): AppDomain and "
          + "the kit only.\n  .target(\n    name: \"ReportsFeature\",\n"))
    #expect(edited.contains("    name: \"ReportsFeatureTests\",\n"))
    #expect(edited.contains("  ),\n]\npackage.products"))
    #expect(try Self.dependencies(of: "AppServices", in: edited) == ["AppDomain", "ReportsFeature"])
  }

  /// Shapes whose lists this tool cannot extend: refused in one line naming the file, the line
  /// and why, the manifest untouched.
  @Test(arguments: [
    (
      "TwoPackageCalls.manifest",
      "cannot update Package.swift:6: it calls `Package(...)` 2 times (lines 6, 11); this tool edits a manifest "
        + "that declares its package once"
    ),
    (
      "ModuleHelpers.manifest",
      "cannot update Package.swift:6: `Package(...)` has no `products:` list and the manifest adds none with a "
        + "top-level `package.products.append(contentsOf: [...])` or `package.products += [...]` (AppFeature is made "
        + "at line 12 by `.feature(…)`, a helper of the manifest)"
    ),
    (
      "ComputedTargets.manifest",
      "cannot update Package.swift:27: `products: products` (line 18: `modules.map { .library(name: $0.name, targets: "
        + "[$0.name]) }`) is not an array literal, a variable holding one or a `+` of those, which this tool can extend"
    ),
  ])
  func manifestsWhoseListsCannotBeExtendedAreRefusedByLine(fixture: String, message: String) throws {
    let source = try ScaffoldFixtures.fixture(fixture)
    #expect(throws: ScaffoldError(message)) {
      _ = try Self.addReports(to: source)
    }
  }
}
