import SwiftParser
import Testing

@testable import AppScaffold

@Suite struct PackageSampleRemoverTests {
  static let modules: Set<String> = ["ItemsFeature", "ItemsFeatureTests"]

  @Test func targetsProductsAndDependenciesGoWithTheCommentAboveThem() throws {
    let manifest = """
      let package = Package(
        name: "App",
        products: [
          .library(name: "AppDomain", targets: ["AppDomain"]),
          .library(name: "ItemsFeature", targets: ["ItemsFeature"]),
        ],
        targets: [
          .target(name: "AppDomain"),
          // The Items tab.
          .target(
            name: "ItemsFeature",
            dependencies: ["AppDomain", .product(name: "KeelCore", package: "Keel")]
          ),
          .testTarget(name: "ItemsFeatureTests", dependencies: ["ItemsFeature"]),
          .target(name: "AppFeature", dependencies: ["AppDomain", "ItemsFeature", .target(name: "ItemsFeature")]),
        ]
      )
      """
    let edited = try PackageSampleRemover.remove(modules: Self.modules, from: manifest, path: "Package.swift")
    #expect(!edited.contains("Items"))
    #expect(edited.contains(".library(name: \"AppDomain\", targets: [\"AppDomain\"]),"))
    #expect(edited.contains(".target(name: \"AppFeature\", dependencies: [\"AppDomain\", ])"))
    #expect(!Parser.parse(source: edited).hasError)
  }

  /// A manifest laid out as no one here writes it: targets in `let`s, one element per line
  /// without trailing commas, comments between, a module named only as a string.
  @Test func aManifestLaidOutDifferentlyLosesTheModulesToo() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let items = Target.target(
        name: "ItemsFeature"
      )

      let app = Target.target(
        name: "AppFeature",
        dependencies: [
          "AppDomain",
          // the sample
          "ItemsFeature"
        ]
      )

      let package = Package(
        name: "App",
        targets: [
          app,
          .target(name: "AppDomain"),  // the entities
          /* the tests */ .testTarget(name: "ItemsFeatureTests", dependencies: ["ItemsFeature"])
        ]
      )
      """
    let edited = try PackageSampleRemover.remove(modules: Self.modules, from: manifest, path: "Package.swift")
    #expect(!edited.contains("// the sample") && !edited.contains("ItemsFeatureTests"))
    #expect(edited.contains("\"AppDomain\",\n  ]"))
    #expect(edited.contains(".target(name: \"AppDomain\"),  // the entities\n  ]"))
    #expect(!Parser.parse(source: edited).hasError)
    // A module declared in a `let` outside any list is not an element: it stays, and the check
    // after copying (no source imports it, no manifest names it) reports it.
    #expect(edited.contains("name: \"ItemsFeature\"\n)"))
  }

  @Test func aManifestThatDoesNotParseIsRefused() {
    #expect(throws: ScaffoldError.unreadableTemplate("Package.swift", "Package.swift does not parse")) {
      try PackageSampleRemover.remove(modules: Self.modules, from: "let package = Package(", path: "Package.swift")
    }
  }
}
