// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The reference app's modules. Layers (DESIGN.md): AppDomain ← AppData ← feature modules ←
/// AppFeature ← App. The iOS app target (XcodeGen) links these; Linux builds and tests them.
/// The development server (DevServer + template-server) lives here too, with the API it serves;
/// the iOS app target never links it.
let package = Package(
  name: "TemplateApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppDomain", targets: ["AppDomain"]),
    .library(name: "AppData", targets: ["AppData"]),
    .library(name: "AppLocalization", targets: ["AppLocalization"]),
    .library(name: "ItemsFeature", targets: ["ItemsFeature"]),
    .library(name: "DevServer", targets: ["DevServer"]),
    .library(name: "OnboardingFeature", targets: ["OnboardingFeature"]),
    .library(name: "AuthFeature", targets: ["AuthFeature"]),
    .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
    .library(name: "PaywallFeature", targets: ["PaywallFeature"]),
    .library(name: "WebFeature", targets: ["WebFeature"]),
    .library(name: "FavoritesFeature", targets: ["FavoritesFeature"]),
    .executable(name: "template-server", targets: ["template-server"]),
    .library(name: "AppFeature", targets: ["AppFeature"]),
    .library(name: "AppServices", targets: ["AppServices"]),
    // Fixture data and in-memory services: the mock build and the previews use them, and the
    // image snapshots (a package of their own) through the shared fakes.
    .library(name: "AppFixtures", targets: ["AppFixtures"]),
  ],
  dependencies: [
    .package(name: "Keel", path: "../.."),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // Server-side only: the development server's HTTP. Never linked by app modules.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "AppDomain",
      dependencies: [.product(name: "KeelCore", package: "Keel")],
      swiftSettings: strict
    ),
    // DTOs, mappers, repositories and AppStatusService over KeelNetwork (API.md).
    .target(
      name: "AppData",
      dependencies: [
        "AppDomain",
        .product(name: "KeelNetwork", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelCore", package: "Keel"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // Strings of every language (Resources/, copied as is and read by KeelLocalization at run
    // time) and L10n.swift, generated from them by `keel gen l10n` (scripts/test checks it).
    .target(
      name: "AppLocalization",
      dependencies: [
        "AppDomain", .product(name: "KeelLocalization", package: "Keel"),
        .product(name: "KeelNotifications", package: "Keel"), .product(name: "KeelDesign", package: "Keel"),
      ],
      resources: [.copy("Resources")],
      swiftSettings: strict
    ),
    // The Items tab (issue 12): AppDomain and the kit only, never AppData or another feature.
    .target(
      name: "ItemsFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelStore", package: "Keel"), .product(name: "KeelNavigation", package: "Keel"),
        .product(name: "KeelLocalization", package: "Keel"), .product(name: "KeelDesign", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // The development API server (API.md): FlyingFox for HTTP, the system's SQLite (WAL) for
    // analytics events, profiles and items. Tests start it in-process; `template-server` runs it
    // as a process.
    .target(
      name: "DevServer",
      dependencies: [
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
        "CSQLite",
        .product(name: "Logging", package: "swift-log"),
        // Locked only: the server must build for macOS 14, where Synchronization.Mutex is missing.
        .product(name: "KeelCore", package: "Keel"),
        // SHA256, shared with the app's Sign in with Apple nonce.
        "AppDomain",
      ],
      swiftSettings: strict
    ),
    // SQLite's C API from the system (Apple's SDKs; Debian's libsqlite3-dev), for DevServer only.
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .executableTarget(
      name: "template-server",
      dependencies: ["DevServer", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // The gates (issue 13): feature modules import AppDomain and the kit only (DESIGN layers).
    .target(
      name: "OnboardingFeature",
      dependencies: [
        "AppDomain", "AppLocalization", .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelDesign", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "AuthFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelDesign", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // The Settings tab and its Profile sub-flow (issue 12): AppDomain and the kit only.
    .target(
      name: "SettingsFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"), .product(name: "KeelNavigation", package: "Keel"),
        .product(name: "KeelDesign", package: "Keel"), .product(name: "KeelLocalization", package: "Keel"),
        .product(name: "KeelNotifications", package: "Keel"), .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // The paywall gate (issue 13): StoreKit only in its Apple-only adapter.
    .target(
      name: "PaywallFeature",
      dependencies: [
        "AppDomain", "AppLocalization", .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelDesign", package: "Keel"), .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // The web view (issue 13): WebKit only in its Apple-only wrapper.
    .target(
      name: "WebFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelDesign", package: "Keel"), .product(name: "KeelNavigation", package: "Keel"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // Test support shared by every test target of the app (one place for fakes and harnesses).
    .target(
      name: "AppTestSupport",
      dependencies: [
        "DevServer", "AppData", "AppDomain", .product(name: "KeelNetwork", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"), .product(name: "KeelStorage", package: "Keel"),
        // The journeys' AppDriver (Tests/Support/AppDriver) runs the whole app.
        "AppServices", "AppFeature", "AuthFeature", "OnboardingFeature", "PaywallFeature", "ItemsFeature",
        "FavoritesFeature", "SettingsFeature", "AppFixtures", .product(name: "KeelNavigation", package: "Keel"),
        .product(name: "KeelNotifications", package: "Keel"),
      ],
      path: "Tests/Support",
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppLocalizationTests",
      dependencies: [
        "AppLocalization", "AppDomain", .product(name: "KeelDesign", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppDomainTests",
      dependencies: ["AppDomain", "AppTestSupport", .product(name: "KeelTesting", package: "Keel")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "DevServerTests",
      dependencies: ["DevServer", "AppTestSupport", .product(name: "KeelTesting", package: "Keel")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppDataTests",
      dependencies: [
        "AppData", "AppDomain", "DevServer", "AppTestSupport", .product(name: "KeelNetwork", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OnboardingFeatureTests",
      dependencies: [
        "OnboardingFeature", "AppTestSupport", .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AuthFeatureTests",
      dependencies: [
        "AuthFeature", "AppTestSupport", "DevServer", .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "PaywallFeatureTests",
      dependencies: [
        "PaywallFeature", "AppDomain", "AppTestSupport", .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelCore", package: "Keel"), .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WebFeatureTests",
      dependencies: [
        "WebFeature", "AppTestSupport", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"), .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ItemsFeatureTests",
      dependencies: [
        "ItemsFeature", "AppDomain", "AppLocalization", "AppTestSupport", "DevServer",
        .product(name: "KeelCore", package: "Keel"), .product(name: "KeelLocalization", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"), .product(name: "KeelDesign", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // The Favorites tab (issue 12): reads the session's items catalog through AppDomain's
    // ItemsCatalogProtocol, never ItemsFeature.
    .target(
      name: "FavoritesFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelLocalization", package: "Keel"),
        .product(name: "KeelDesign", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "FavoritesFeatureTests",
      dependencies: [
        "FavoritesFeature", "AppDomain", "AppLocalization", "AppTestSupport", "DevServer",
        .product(name: "KeelCore", package: "Keel"), .product(name: "KeelDesign", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"), .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // The Items and Favorites tabs together, wired as the composition root wires them.
    .testTarget(
      name: "MainTabsTests",
      dependencies: [
        "ItemsFeature", "FavoritesFeature", "AppDomain", "AppLocalization", "AppTestSupport", "DevServer",
        .product(name: "KeelCore", package: "Keel"), .product(name: "KeelDesign", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SettingsFeatureTests",
      dependencies: [
        "SettingsFeature", "AppDomain", "AppLocalization", "AppTestSupport", "DevServer",
        .product(name: "KeelCore", package: "Keel"), .product(name: "KeelDesign", package: "Keel"),
        .product(name: "KeelLocalization", package: "Keel"), .product(name: "KeelNotifications", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"), .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // The root (issue 14): root state, deep links, push routing, AppSession. Feature modules,
    // AppDomain, AppLocalization and the kit; never AppData (the composition root wires it).
    .target(
      name: "AppFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "OnboardingFeature", "AuthFeature", .product(name: "KeelCore", package: "Keel"),
        "AppFixtures",
        .product(name: "KeelStorage", package: "Keel"),
        "ItemsFeature", "FavoritesFeature", "SettingsFeature", "PaywallFeature", "WebFeature",
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelNotifications", package: "Keel"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: [
        "AppFeature", "AppDomain", "AppTestSupport", "OnboardingFeature", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"),
        "AuthFeature", "ItemsFeature", "FavoritesFeature", "SettingsFeature", "PaywallFeature", "WebFeature",
        "AppLocalization", .product(name: "KeelDesign", package: "Keel"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelNotifications", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // The composition root (issue 14): the one app module that imports AppData and every
    // feature; builds services per build configuration and the session scopes.
    .target(
      name: "AppServices",
      dependencies: [
        "AppData", "AppDomain", "AppLocalization", "AppFeature", "OnboardingFeature", "AuthFeature", "ItemsFeature",
        "FavoritesFeature", "SettingsFeature", "PaywallFeature", "WebFeature", "AppFixtures",
        .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelNetwork", package: "Keel"), .product(name: "KeelStorage", package: "Keel"),
        .product(name: "KeelDesign", package: "Keel"), .product(name: "KeelNotifications", package: "Keel"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppFixturesTests",
      dependencies: ["AppFixtures", "AppDomain"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AppServicesTests",
      dependencies: [
        "AppServices", "AppData", "AppDomain", "AppTestSupport", "DevServer", "AuthFeature", "ItemsFeature",
        "AppFixtures",
        "FavoritesFeature", "SettingsFeature", "PaywallFeature", "OnboardingFeature", "WebFeature", "AppFeature",
        .product(name: "KeelCore", package: "Keel"), .product(name: "KeelNetwork", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"), .product(name: "KeelNotifications", package: "Keel"),
        .product(name: "KeelDesign", package: "Keel"), .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // Benchmarks that need the app's code (issue 16): scripts/bench runs each in release through
    // Benchmarks/scripts/app.sh; scripts/test builds them in debug with the rest of the package.
    // BenchmarkSupport is a link to the Benchmarks package's own (table rows, paired runs).
    .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport", swiftSettings: strict),
    // Composition root to first root state, mock configuration.
    .executableTarget(
      name: "CompositionRootBenchmark",
      dependencies: [
        "AppServices", "AppFeature", "BenchmarkSupport", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelStorage", package: "Keel"), .product(name: "Logging", package: "swift-log"),
      ],
      path: "Benchmarks/CompositionRootBenchmark",
      swiftSettings: strict
    ),
    // Journeys through the whole app (issue 14): the real AppServices, driven by AppDriver.
    .testTarget(
      name: "AppJourneyTests",
      dependencies: [
        "AppTestSupport", "AppServices", "AppFeature", "AppDomain", "DevServer", "ItemsFeature", "FavoritesFeature",
        "SettingsFeature", .product(name: "KeelCore", package: "Keel"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "KeelNotifications", package: "Keel"),
        .product(name: "KeelTesting", package: "Keel"),
      ],
      swiftSettings: strict
    ),
    // AppStatusService.loadStatus() against the DevServer with both calls delayed.
    .executableTarget(
      name: "StatusAtLaunchBenchmark",
      dependencies: [
        "AppData", "AppDomain", "DevServer", "BenchmarkSupport", .product(name: "KeelNetwork", package: "Keel"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Benchmarks/StatusAtLaunchBenchmark",
      swiftSettings: strict
    ),
    // APIClient against raw URLSession over a loopback FlyingFox server.
    .executableTarget(
      name: "APIClientOverheadBenchmark",
      dependencies: [
        "BenchmarkSupport", .product(name: "KeelNetwork", package: "Keel"),
        .product(name: "KeelTestServer", package: "Keel"), .product(name: "FlyingFox", package: "FlyingFox"),
      ],
      path: "Benchmarks/APIClientOverheadBenchmark",
      swiftSettings: strict
    ),
    // 10,000 items through the DTOs and mappers against JSONDecoder straight into entities.
    .executableTarget(
      name: "DecodingBenchmark",
      dependencies: ["AppData", "AppDomain", "BenchmarkSupport"],
      path: "Benchmarks/DecodingBenchmark",
      swiftSettings: strict
    ),
    // The fixture data and in-memory services the mock configuration, the shared test fakes and
    // the features' SwiftUI previews all use (one source of fixture data).
    .target(
      name: "AppFixtures",
      dependencies: ["AppDomain", .product(name: "KeelCore", package: "Keel")],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
