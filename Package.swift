// swift-tools-version: 6.2
import PackageDescription

/// Every target of ours is Swift 6 language mode with warnings treated as errors, so
/// "no warnings" is enforced by the compiler rather than by reading logs.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "Keel",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "KeelCore", targets: ["KeelCore"]),
    .library(name: "KeelStore", targets: ["KeelStore"]),
    .library(name: "KeelTesting", targets: ["KeelTesting"]),
    .library(name: "KeelTestServer", targets: ["KeelTestServer"]),
    .library(name: "KeelStorage", targets: ["KeelStorage"]),
    .library(name: "KeelLocalization", targets: ["KeelLocalization"]),
    .library(name: "KeelNavigation", targets: ["KeelNavigation"]),
    .library(name: "KeelNotifications", targets: ["KeelNotifications"]),
    .library(name: "KeelDesign", targets: ["KeelDesign"]),
    .library(name: "KeelNetwork", targets: ["KeelNetwork"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // The HTTP server is a test-support dependency: only KeelTestServer links it.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // A command plugin only (`swift package generate-documentation`, scripts/docs): it adds no
    // product to any target and is built only when the command runs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "KeelCore",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    .target(name: "KeelStore", dependencies: ["KeelCore"], swiftSettings: strict),
    .target(name: "KeelTesting", dependencies: ["KeelCore"], swiftSettings: strict),
    // TestHTTPServer on its own, so that a test target that needs only KeelTesting (leak
    // assertions, clocks, waiting) does not build FlyingFox.
    .target(
      name: "KeelTestServer",
      dependencies: ["KeelCore", .product(name: "FlyingFox", package: "FlyingFox")],
      swiftSettings: strict
    ),
    .target(name: "KeelStorage", dependencies: ["KeelCore"], swiftSettings: strict),
    // Writes or reads one @KeyValue and exits: KeelStorageTests launches it (built by
    // `swift build --build-tests` with everything else) twice to show that
    // values survive the process that wrote them.
    .executableTarget(name: "KeelStorageProbe", dependencies: ["KeelStorage"], swiftSettings: strict),
    .target(name: "KeelLocalization", dependencies: ["KeelCore"], swiftSettings: strict),
    .testTarget(name: "KeelCoreTests", dependencies: ["KeelCore", "KeelTesting"], swiftSettings: strict),
    .testTarget(name: "KeelStoreTests", dependencies: ["KeelStore", "KeelTesting"], swiftSettings: strict),
    .testTarget(
      name: "KeelStorageTests", dependencies: ["KeelStorage", "KeelTesting"], swiftSettings: strict),
    .testTarget(
      name: "KeelLocalizationTests", dependencies: ["KeelLocalization", "KeelTesting"], swiftSettings: strict),
    .target(name: "KeelNavigation", dependencies: ["KeelCore"], swiftSettings: strict),
    .testTarget(
      name: "KeelNavigationTests", dependencies: ["KeelNavigation", "KeelTesting"], swiftSettings: strict),
    .target(name: "KeelNotifications", dependencies: ["KeelCore"], swiftSettings: strict),
    .testTarget(
      name: "KeelNotificationsTests", dependencies: ["KeelNotifications", "KeelTesting"], swiftSettings: strict),
    // Tokens, themes, contrast, component styles and the style-guide page: Foundation and
    // Observation only.
    .target(
      name: "KeelDesign", dependencies: ["KeelCore", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict),
    .testTarget(
      name: "KeelDesignTests", dependencies: ["KeelDesign", "KeelCore", "KeelTesting"], swiftSettings: strict),
    .target(
      name: "KeelNetwork",
      dependencies: ["KeelCore", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "KeelNetworkTests", dependencies: ["KeelNetwork", "KeelStorage", "KeelTesting", "KeelTestServer"],
      swiftSettings: strict),
    .testTarget(name: "KeelTestingTests", dependencies: ["KeelTesting"], swiftSettings: strict),
    .testTarget(
      name: "KeelTestServerTests", dependencies: ["KeelTestServer", "KeelTesting"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
