// swift-tools-version: 6.2
import PackageDescription

/// Release-build measurements, run by `scripts/bench`, never by `scripts/test` (which only
/// builds them in debug). Each executable target is one benchmark that prints its figures and
/// its table rows (`BenchmarkSupport`'s `TableRow`); shell benchmarks of the `keel` tool live in
/// `scripts/`; benchmarks that need the reference app live in `Examples/TemplateApp/Benchmarks`.
/// The libraries teams would use instead of the kit (anchors) are dependencies of this package
/// only, never of the kit.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "KeelBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Keel", path: ".."),
    // The anchor of the dependency-lookup row: the DI container teams would pick instead.
    .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
  ],
  targets: [
    .target(name: "BenchmarkSupport", swiftSettings: strict),
    .executableTarget(
      name: "CurrentValueStreamBenchmark",
      dependencies: ["BenchmarkSupport", .product(name: "KeelCore", package: "Keel")],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "StoreHotPathBenchmark",
      dependencies: ["BenchmarkSupport", .product(name: "KeelStore", package: "Keel")],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "ServiceLookupBenchmark",
      dependencies: [
        "BenchmarkSupport", .product(name: "KeelCore", package: "Keel"),
        .product(name: "Swinject", package: "Swinject"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "StoreSharedLoadBenchmark",
      dependencies: ["BenchmarkSupport", .product(name: "KeelStore", package: "Keel")],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "NotificationPlanningBenchmark",
      dependencies: ["BenchmarkSupport", .product(name: "KeelNotifications", package: "Keel")],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
