// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The reference app's modules. Layers (DESIGN.md): AppDomain ← AppData ← feature modules ←
/// AppFeature ← App. The iOS app target (XcodeGen) links these; Linux builds and tests them.
let package = Package(
  name: "TemplateApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppDomain", targets: ["AppDomain"]),
    .library(name: "AppLocalization", targets: ["AppLocalization"]),
  ],
  dependencies: [
    .package(name: "Keel", path: "../..")
  ],
  targets: [
    .target(
      name: "AppDomain",
      dependencies: [.product(name: "KeelCore", package: "Keel")],
      swiftSettings: strict
    ),
    // Strings of every language (Resources/, copied as is and read by KeelLocalization at run
    // time) and L10n.swift, generated from them by `keel gen l10n` (scripts/test checks it).
    .target(
      name: "AppLocalization",
      dependencies: [
        .product(name: "KeelLocalization", package: "Keel"), .product(name: "KeelNotifications", package: "Keel"),
      ],
      resources: [.copy("Resources")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppLocalizationTests",
      dependencies: ["AppLocalization", .product(name: "KeelTesting", package: "Keel")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppDomainTests",
      dependencies: ["AppDomain", .product(name: "KeelTesting", package: "Keel")],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
