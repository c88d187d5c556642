// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The reference app's modules. Layers (DESIGN.md): AppDomain ← AppData ← feature modules ←
/// AppFeature ← App. The iOS app target (XcodeGen) links these; Linux builds and tests them.
let package = Package(
  name: "TemplateApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppDomain", targets: ["AppDomain"])
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
    .testTarget(
      name: "AppDomainTests",
      dependencies: ["AppDomain", .product(name: "KeelTesting", package: "Keel")],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
