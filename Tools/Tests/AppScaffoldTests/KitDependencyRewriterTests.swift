import Testing

@testable import AppScaffold

@Suite struct KitDependencyRewriterTests {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "Acme",
      dependencies: [
        .package(name: "Keel", path: "../.."),  // the kit
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
      ],
      targets: [
        .target(
          name: "AppDomain",
          dependencies: [.product(name: "KeelCore", package: "Keel"), .product(name: "Logging", package: "swift-log")]
        ),
        // "Keel" in a comment and in a string stay: .product(name: "KeelCore", package: "Keel")
        .target(name: "Note", path: "Keel"),
      ]
    )
    """

  @Test func aLocalKitKeepsTheCallWithTheNewPath() throws {
    let rewritten = try KitDependencyRewriter.rewrite(manifest: Self.manifest, to: .path("../keel"))
    #expect(rewritten.contains(".package(name: \"Keel\", path: \"../keel\"),  // the kit"))
    #expect(!rewritten.contains("\"../..\""))
    // Nothing else moves.
    #expect(
      rewritten == Self.manifest.replacingOccurrences(of: "path: \"../..\"", with: "path: \"../keel\""))
  }

  @Test func aGitKitBecomesAURLDependencyAndProductsNameItsIdentity() throws {
    let rewritten = try KitDependencyRewriter.rewrite(
      manifest: Self.manifest,
      to: .git(url: "https://example.com/org/keel-kit.git", version: "1.4.0", identity: "keel-kit"))
    #expect(rewritten.contains(".package(url: \"https://example.com/org/keel-kit.git\", from: \"1.4.0\"),  // the kit"))
    #expect(rewritten.contains(".product(name: \"KeelCore\", package: \"keel-kit\")"))
    #expect(rewritten.contains(".product(name: \"Logging\", package: \"swift-log\")"))
    // A comment is trivia, not a call: it is left as written.
    #expect(
      rewritten.contains(
        "// \"Keel\" in a comment and in a string stay: .product(name: \"KeelCore\", package: \"Keel\")"))
    #expect(rewritten.contains(".target(name: \"Note\", path: \"Keel\")"))
  }

  @Test func aVersionThatIsNotSemanticIsABranch() throws {
    #expect(KitDependencyRewriter.requirement(for: "v2.0.1") == ("from", "2.0.1"))
    #expect(KitDependencyRewriter.requirement(for: "main") == ("branch", "main"))
    let rewritten = try KitDependencyRewriter.rewrite(
      manifest: Self.manifest, to: .git(url: "git@example.com:org/keel", version: "main", identity: "keel"))
    #expect(rewritten.contains(".package(url: \"git@example.com:org/keel\", branch: \"main\")"))
  }

  @Test func aManifestWithoutTheKitIsRefused() {
    let manifest = "let package = Package(name: \"X\", dependencies: [.package(path: \"../other\")])"
    #expect(throws: ScaffoldError.manifestRewrite("no .package(name: \"Keel\", path: …) dependency found")) {
      try KitDependencyRewriter.rewrite(manifest: manifest, to: .path("../keel"))
    }
  }
}
