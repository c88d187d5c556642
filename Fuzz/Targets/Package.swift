// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer targets, one executable per parser (`scripts/fuzz` builds and runs them). The
/// script builds with `-Xswiftc -sanitize=fuzzer,address`, so the kit's own code is instrumented
/// for coverage and checked by ASan, not only these small mains, and with `-enable-testing` so a
/// target can reach a module's internal decoding (DevServer's request bodies).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport", .product(name: "Logging", package: "swift-log")]
      + products.map { .product(name: $0, package: "Keel") },
    swiftSettings: strict
  )
}

let package = Package(
  name: "KeelFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Keel", path: "../.."),
    .package(name: "TemplateApp", path: "../../Examples/TemplateApp"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    .target(name: "CLibFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], swiftSettings: strict),
    fuzzTarget("StringsParserFuzz", ["KeelLocalization"]),
    fuzzTarget("StringsDifferentialFuzz", ["KeelLocalization"]),
    fuzzTarget("XCStringsReaderFuzz", ["KeelLocalization"]),
    fuzzTarget("FormatStringFuzz", ["KeelLocalization"]),
    fuzzTarget("LocalizerFuzz", ["KeelLocalization"]),
    fuzzTarget("RetryAfterFuzz", ["KeelNetwork"]),
    fuzzTarget("RedactorFuzz", ["KeelCore"]),
    .executableTarget(
      name: "AppDataFuzz",
      dependencies: [
        "FuzzSupport", .product(name: "AppData", package: "TemplateApp"),
        .product(name: "AppDomain", package: "TemplateApp"),
      ],
      swiftSettings: strict
    ),
    // The template app's own deep-link parser (AppDeepLinkParser), options and all.
    .executableTarget(
      name: "DeepLinkParserFuzz",
      dependencies: [
        "FuzzSupport", .product(name: "Logging", package: "swift-log"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "AppFeature", package: "TemplateApp"),
      ],
      swiftSettings: strict
    ),
    // The analytics queue's file and arithmetic (`-enable-testing`: the file's layout is internal).
    .executableTarget(
      name: "AnalyticsQueueFuzz",
      dependencies: [
        "FuzzSupport", .product(name: "Logging", package: "swift-log"),
        .product(name: "AppData", package: "TemplateApp"), .product(name: "AppDomain", package: "TemplateApp"),
      ],
      swiftSettings: strict
    ),
    // The app's web-view policy (its internal log line too, hence `-enable-testing`).
    .executableTarget(
      name: "WebNavigationPolicyFuzz",
      dependencies: [
        "FuzzSupport", .product(name: "Logging", package: "swift-log"),
        .product(name: "WebFeature", package: "TemplateApp"),
      ],
      swiftSettings: strict
    ),
    // The tabs' saved navigation, with the app's own routes.
    .executableTarget(
      name: "NavigationRestorationFuzz",
      dependencies: [
        "FuzzSupport", .product(name: "Logging", package: "swift-log"),
        .product(name: "KeelNavigation", package: "Keel"), .product(name: "AppFeature", package: "TemplateApp"),
      ],
      swiftSettings: strict
    ),
    // The `.keel-lint.json` reader, built from Tools' sources through the links in Mirrors/KeelLint
    // (its configuration files only): the Tools package would bring swift-syntax, whose
    // sanitized release build takes longer than every other fuzz target together.
    .target(name: "KeelLint", path: "Mirrors/KeelLint", swiftSettings: strict),
    .executableTarget(
      name: "LintConfigurationFuzz", dependencies: ["FuzzSupport", "KeelLint"], swiftSettings: strict),
    .executableTarget(
      name: "DevServerFuzz",
      dependencies: ["FuzzSupport", .product(name: "DevServer", package: "TemplateApp")],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
