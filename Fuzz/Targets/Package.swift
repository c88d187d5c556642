// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer targets, one executable per parser (`scripts/fuzz` builds and runs them). The
/// script builds with `-Xswiftc -sanitize=fuzzer,address`, so the kit's own code is instrumented
/// for coverage and checked by ASan, not only these small mains, and with `-enable-testing` so a
/// target can reach a module's internal decoding (DevServer's request bodies).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// A fuzz target over the kit's (`keel`) and the reference app's (`app`) modules.
func fuzzTarget(_ name: String, keel: [String] = [], app: [String] = []) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport", .product(name: "Logging", package: "swift-log")]
      + keel.map { .product(name: $0, package: "Keel") } + app.map { .product(name: $0, package: "TemplateApp") },
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
    fuzzTarget("StringsParserFuzz", keel: ["KeelLocalization"]),
    fuzzTarget("StringsDifferentialFuzz", keel: ["KeelLocalization"]),
    fuzzTarget("XCStringsReaderFuzz", keel: ["KeelLocalization"]),
    fuzzTarget("FormatStringFuzz", keel: ["KeelLocalization"]),
    fuzzTarget("LocalizerFuzz", keel: ["KeelLocalization"]),
    fuzzTarget("RetryAfterFuzz", keel: ["KeelNetwork"]),
    fuzzTarget("RedactorFuzz", keel: ["KeelCore"]),
    fuzzTarget("AppDataFuzz", app: ["AppData", "AppDomain"]),
    // The template app's own deep-link parser (AppDeepLinkParser), options and all.
    fuzzTarget("DeepLinkParserFuzz", keel: ["KeelNavigation"], app: ["AppFeature"]),
    fuzzTarget("DevServerFuzz", app: ["DevServer"]),
    // The analytics queue's file and arithmetic (`-enable-testing`: the file's layout is internal).
    fuzzTarget("AnalyticsQueueFuzz", app: ["AppData", "AppDomain"]),
    // The app's web-view policy (its internal log line too, hence `-enable-testing`).
    fuzzTarget("WebNavigationPolicyFuzz", app: ["WebFeature"]),
    // The tabs' saved navigation, with the app's own routes.
    fuzzTarget("NavigationRestorationFuzz", keel: ["KeelNavigation"], app: ["AppFeature"]),
    // The `.keel-lint.json` reader, built from Tools' sources through the links in Mirrors/KeelLint
    // (its configuration files only): the Tools package would bring swift-syntax, whose
    // sanitized release build takes longer than every other fuzz target together.
    .target(name: "KeelLint", path: "Mirrors/KeelLint", swiftSettings: strict),
    .executableTarget(
      name: "LintConfigurationFuzz", dependencies: ["FuzzSupport", "KeelLint"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
