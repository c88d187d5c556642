// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The `keel` command. Heavy build-time dependencies (swift-syntax, server libraries) belong
/// here, never in the kit.
let package = Package(
  name: "KeelTools",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "keel", targets: ["keel"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `keel lint` reads Swift sources as syntax trees (SwiftSyntax + SwiftParser only).
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // The kit, for KeelLocalization's parsers and model (keel gen l10n) and KeelDesign's
    // style-guide page (keel design preview).
    .package(name: "Keel", path: ".."),
    // `keel check project` reads XcodeGen's project.yml as YAML (node positions for findings).
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .executableTarget(
      name: "keel",
      dependencies: ["KeelCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strict
    ),
    .target(
      name: "KeelCommands",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"), "L10nGenerator", "KeelLint",
        .product(name: "KeelDesign", package: "Keel"), "XcodeProjectCheck", "AppScaffold", "FeatureScaffold",
      ],
      swiftSettings: strict
    ),
    .target(
      name: "L10nGenerator",
      dependencies: [.product(name: "KeelLocalization", package: "Keel")],
      swiftSettings: strict
    ),
    .target(
      name: "KeelLint",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    // `keel add feature`: a feature module planned in memory (swift-syntax edits of Package.swift
    // and the AppFeature sources, the strings through L10nGenerator), then written at once.
    .target(
      name: "FeatureScaffold",
      dependencies: [
        // AppScaffold: the formatter `keel new` uses, so the feature comes out in the app's layout.
        "L10nGenerator", "AppScaffold", .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "XcodeProjectCheck",
      dependencies: [
        .product(name: "Yams", package: "Yams"), .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    // `keel new`: the reference app renamed into a new app (its Package.swift edited as a syntax tree).
    .target(
      name: "AppScaffold",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        // --minimal generates L10n.swift again from the strings left.
        "L10nGenerator",
      ],
      swiftSettings: strict
    ),
    .testTarget(name: "AppScaffoldTests", dependencies: ["AppScaffold"], swiftSettings: strict),
    .testTarget(
      name: "XcodeProjectCheckTests", dependencies: ["XcodeProjectCheck"], exclude: ["Fixtures"],
      swiftSettings: strict),
    .testTarget(
      name: "KeelLintTests", dependencies: ["KeelLint"], exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "L10nGeneratorTests", dependencies: ["L10nGenerator"], exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "FeatureScaffoldTests",
      dependencies: [
        "FeatureScaffold", .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "KeelCommandsTests",
      dependencies: ["KeelCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
