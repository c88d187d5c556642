// swift-tools-version: 6.2
import PackageDescription

/// Seed 004's image snapshots: a few of the reference app's screens drawn by Apple's SwiftUI on
/// an iOS simulator, per device and in light and dark, compared with PNG baselines in
/// `Tests/ImageSnapshotTests/__Snapshots__/`. Apple-only: it runs on a macOS runner with Xcode
/// (README, "Snapshot tests"), never on Linux, where `scripts/test` runs the view-tree text
/// snapshots of CI/SwiftUITypecheck instead. Its own package, so the app's package and its Linux
/// builds never fetch or build the snapshot library.
let package = Package(
  name: "ImageSnapshots",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    .package(name: "Keel", path: "../../.."),
    .package(name: "TemplateApp", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    .testTarget(
      name: "ImageSnapshotTests",
      dependencies: [
        .product(name: "KeelCore", package: "Keel"),
        .product(name: "AppDomain", package: "TemplateApp"),
        .product(name: "AppFixtures", package: "TemplateApp"),
        .product(name: "AppLocalization", package: "TemplateApp"),
        .product(name: "ItemsFeature", package: "TemplateApp"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Tests/ImageSnapshotTests",
      exclude: ["__Snapshots__"]
    )
  ],
  swiftLanguageModes: [.v6]
)
