// swift-tools-version: 6.2
import PackageDescription

/// The SwiftUI type-check harness (Linux only; never built on Apple platforms).
///
/// `StandIns/` holds modules named like Apple's frameworks, declaring only the API our
/// Apple-only files use, never looser than the iOS 18.0 SDK: Apple's types, isolation, closure
/// attributes and conformances (unavailable ones included), each declaration naming the SDK
/// interface, header or documentation page it was checked against. `Mirrors/` holds symbolic
/// links to the real module folders of the kit and the reference app; each is compiled here
/// with the stand-ins visible, so its `#if canImport(SwiftUI)` files are type-checked.
/// `check-apple-imports` makes sure no Apple-only file escapes this build.
///
/// Built twice: as the Apple-only files build for iOS (the default), and, with
/// `KEEL_HARNESS_PLATFORM=macOS` (in its own `--scratch-path`), as they build for macOS. Linux
/// cannot set `os(macOS)`, so the macOS build reproduces what differs there for our code: UIKit
/// cannot be imported (no UIKit stand-in, so `canImport(UIKit)` is false, and SwiftUI's UIKit
/// bridge is left out), and the SwiftUI stand-in compiles with `KEEL_HARNESS_MACOS`, which marks
/// the API the SDK declares `@available(macOS, unavailable)` unavailable outright. Our Apple-only
/// files therefore choose platform API with `canImport(UIKit)`, never `os(...)`. BackgroundTasks
/// is in the macOS SDK with every class `API_UNAVAILABLE(macos)`: the macOS build keeps its
/// stand-in (so `canImport(BackgroundTasks)` is true, as in Xcode) with every class unavailable.
let macOS = Context.environment["KEEL_HARNESS_PLATFORM"] == "macOS"
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let uiKit: [Target.Dependency] = macOS ? [] : ["UIKit"]

let package = Package(
  name: "SwiftUITypecheck",
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // Its own package: resilient to ours, as Apple's StoreKit is (see its manifest).
    .package(name: "StoreKitStandIn", path: "StandIns/StoreKit"),
    // The view-tree snapshot tests (issue 18): text snapshots of the evaluated views.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    // MARK: - Stand-ins for Apple frameworks
    .target(name: "os", path: "StandIns/os"),
    // SwiftUI's `Color(uiColor:)` names UIKit's type, as the real framework does on iOS.
    .target(
      name: "SwiftUI", dependencies: uiKit, path: "StandIns/SwiftUI",
      exclude: macOS ? ["ColorUIKit.swift", "UIViewRepresentable.swift"] : [],
      swiftSettings: macOS ? [.define("KEEL_HARNESS_MACOS")] : []),
    .target(name: "Security", path: "StandIns/Security"),
    .target(name: "UserNotifications", path: "StandIns/UserNotifications"),
    .target(name: "AuthenticationServices", dependencies: ["SwiftUI"], path: "StandIns/AuthenticationServices"),
    .target(name: "LocalAuthentication", path: "StandIns/LocalAuthentication"),
    // Present on macOS too, every class unavailable there (see the stand-in's header).
    .target(
      name: "BackgroundTasks", path: "StandIns/BackgroundTasks",
      swiftSettings: macOS ? [.define("KEEL_HARNESS_MACOS")] : []),

    // MARK: - Real sources, compiled against the stand-ins
    .target(
      name: "KeelCore",
      dependencies: ["os", .product(name: "Logging", package: "swift-log")],
      path: "Mirrors/KeelCore",
      swiftSettings: strict
    ),
    .target(
      name: "KeelNavigation", dependencies: ["KeelCore", "SwiftUI"], path: "Mirrors/KeelNavigation",
      swiftSettings: strict),
    .target(
      name: "KeelStorage", dependencies: ["KeelCore", "Security"], path: "Mirrors/KeelStorage", swiftSettings: strict),
    .target(
      name: "KeelLocalization", dependencies: ["KeelCore"], path: "Mirrors/KeelLocalization", swiftSettings: strict),
    .target(
      name: "KeelDesign",
      dependencies: ["KeelCore", .product(name: "Logging", package: "swift-log"), "SwiftUI"] + uiKit,
      path: "Mirrors/KeelDesign", swiftSettings: strict),
    .target(
      name: "AppLocalization",
      dependencies: ["AppDomain", "KeelLocalization", "KeelNotifications", "KeelDesign", "SwiftUI"],
      path: "Mirrors/AppLocalization",
      resources: [.copy("Resources")],
      swiftSettings: strict
    ),
    .target(
      name: "KeelNotifications", dependencies: ["KeelCore", "UserNotifications"], path: "Mirrors/KeelNotifications",
      swiftSettings: strict),
    // The reference app's gates (issue 13).
    .target(
      name: "OnboardingFeature",
      dependencies: ["AppLocalization", "KeelStorage", "KeelNavigation", "KeelDesign", "SwiftUI"],
      path: "Mirrors/OnboardingFeature",
      swiftSettings: strict
    ),
    .target(name: "AppDomain", dependencies: ["KeelCore"], path: "Mirrors/AppDomain", swiftSettings: strict),
    // Fixture data and in-memory services the features' previews build their view models from.
    .target(
      name: "AppFixtures", dependencies: ["AppDomain", "KeelCore"], path: "Mirrors/AppFixtures", swiftSettings: strict),
    .target(
      name: "AuthFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", "KeelStorage", "KeelNavigation", "KeelDesign", "SwiftUI",
        "AuthenticationServices",
      ],
      path: "Mirrors/AuthFeature",
      swiftSettings: strict
    ),
    // The reference app's Settings tab and Profile sub-flow (issue 12).
    .target(
      name: "SettingsFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", "KeelCore", "KeelStorage", "KeelNavigation", "KeelDesign",
        "KeelLocalization",
        "KeelNotifications", .product(name: "Logging", package: "swift-log"), "SwiftUI",
        // Settings' Manage subscription: StoreKit's sheet, iOS only (not in the macOS SDK).
        .product(name: "StoreKit", package: "StoreKitStandIn"),
      ] + uiKit,
      path: "Mirrors/SettingsFeature",
      swiftSettings: strict
    ),
    .target(
      name: "PaywallFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "KeelStorage", "KeelNavigation", "KeelDesign", "SwiftUI",
        .product(name: "StoreKit", package: "StoreKitStandIn"), .product(name: "Logging", package: "swift-log"),
      ],
      path: "Mirrors/PaywallFeature",
      swiftSettings: strict
    ),
    // WebKit's wrapper is UIKit's: on macOS the web view's files compile to nothing.
    .target(
      name: "WebFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", "KeelDesign", "KeelNavigation", "SwiftUI",
        .product(name: "Logging", package: "swift-log"),
      ] + (macOS ? [] : ["WebKit", "UIKit"]),
      path: "Mirrors/WebFeature",
      swiftSettings: strict
    ),
    // The main tabs (issue 12).
    .target(
      name: "KeelStore", dependencies: ["KeelCore"], path: "Mirrors/KeelStore", swiftSettings: strict),
    .target(
      name: "ItemsFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", "KeelCore", "KeelStore", "KeelNavigation", "KeelLocalization",
        "KeelDesign",
        "SwiftUI",
      ],
      path: "Mirrors/ItemsFeature",
      swiftSettings: strict
    ),
    .target(
      name: "FavoritesFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "AppFixtures", "KeelCore", "KeelNavigation", "KeelLocalization", "KeelDesign",
        "SwiftUI",
      ],
      path: "Mirrors/FavoritesFeature",
      swiftSettings: strict
    ),
    // The root (issue 14): AppCoordinatorView and the tabs' SessionCoordinatorView.
    .target(
      name: "AppFeature",
      dependencies: [
        "AppDomain", "AppLocalization", "OnboardingFeature", "AuthFeature", "ItemsFeature", "FavoritesFeature",
        "AppFixtures",
        "SettingsFeature", "PaywallFeature", "WebFeature", "KeelCore", "KeelStorage", "KeelNavigation",
        "KeelNotifications", "SwiftUI", "LocalAuthentication", .product(name: "Logging", package: "swift-log"),
        "BackgroundTasks",
      ] + uiKit,
      path: "Mirrors/AppFeature",
      swiftSettings: strict
    ),
    // The iOS app (issue 14): the composition root and its data layer, so App/TemplateApp.swift
    // (the `@main` file) is type-checked against the real AppServices; Info.plist, the
    // entitlements and the StoreKit configuration are Xcode's, not Swift.
    .target(
      name: "KeelNetwork", dependencies: ["KeelCore", .product(name: "Logging", package: "swift-log")],
      path: "Mirrors/KeelNetwork", swiftSettings: strict),
    .target(
      name: "AppData",
      dependencies: [
        "AppDomain", "KeelNetwork", "KeelStorage", "KeelCore", .product(name: "Logging", package: "swift-log"),
      ],
      path: "Mirrors/AppData",
      swiftSettings: strict
    ),
    .target(
      name: "AppServices",
      dependencies: [
        "AppData", "AppDomain", "AppLocalization", "AppFeature", "OnboardingFeature", "AuthFeature", "ItemsFeature",
        "FavoritesFeature", "SettingsFeature", "PaywallFeature", "WebFeature", "AppFixtures", "KeelCore", "KeelNetwork",
        "KeelStorage",
        "KeelDesign", "KeelNotifications", .product(name: "Logging", package: "swift-log"),
        // The device launch (Shell/AppShell+ApplePlatform.swift) builds StoreKit's manager.
        .product(name: "StoreKit", package: "StoreKitStandIn"),
      ] + uiKit,
      path: "Mirrors/AppServices",
      swiftSettings: strict
    ),
    .target(
      name: "TemplateApp",
      dependencies: [
        "AppServices", "AppFeature", "AppDomain", "SwiftUI", "UserNotifications",
      ] + uiKit,
      path: "Mirrors/App",
      exclude: ["Info.plist", "TemplateApp.entitlements", "Products.storekit", "Assets.xcassets"],
      swiftSettings: strict
    ),

    // KeelTesting's leak assertion and condition wait, for the view-tree interaction tests; its
    // HTTP test servers (FlyingFox) are not needed here.
    .target(
      name: "KeelTesting", dependencies: ["KeelCore"], path: "Mirrors/KeelTesting",
      exclude: [
        "AcceptedSockets.swift", "KeelTesting.docc", "LogCapture.swift", "LoopbackSocket.swift",
        "RawSocketServer.swift", "RefusingPort.swift", "TestClock.swift",
      ],
      sources: ["LeakAssertion.swift", "WaitForCondition.swift"], swiftSettings: strict),
    // Issue 18: the reference app's real views evaluated by the stand-in SwiftUI, their trees
    // snapshotted as text and driven through taps, toggles and typing.
    .testTarget(
      name: "ViewTreeTests",
      dependencies: [
        "AppDomain", "AppLocalization", "KeelCore", "KeelDesign", "KeelNotifications", "KeelStorage", "ItemsFeature",
        "FavoritesFeature", "SettingsFeature", "SwiftUI", "AppFixtures",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        "AuthFeature", "OnboardingFeature", "PaywallFeature", "WebFeature", "AppFeature", "KeelNavigation",
        "KeelTesting",
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/ViewTreeTests",
      exclude: ["__Snapshots__"],
      swiftSettings: strict
    ),
  ] + (macOS ? [] : iOSOnlyTargets),
  swiftLanguageModes: [.v6]
)

/// Not part of the macOS build: no UIKit there, and the proof below is the iOS build's job.
var iOSOnlyTargets: [Target] {
  [
    .target(name: "UIKit", path: "StandIns/UIKit"),
    .target(name: "WebKit", dependencies: ["UIKit"], path: "StandIns/WebKit"),
    // MARK: - Proof that Apple-only files were compiled rather than skipped
    .target(
      name: "HarnessChecks",
      dependencies: [
        "KeelCore", "KeelStorage", "AppLocalization", "KeelNavigation", "KeelNotifications", "KeelDesign", "SwiftUI",
        "UIKit", "UserNotifications", "AuthFeature", "PaywallFeature", "WebFeature", "AppFeature",
      ],
      path: "HarnessChecks",
      swiftSettings: strict
    ),
  ]
}
