// swift-tools-version: 6.2
import PackageDescription

/// Release-build measurements, run by `scripts/bench`, never by `scripts/test`.
/// Each executable target is one benchmark that prints its figures; shell benchmarks of the
/// `keel` tool live in `scripts/`.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "KeelBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Keel", path: "..")
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
      dependencies: ["BenchmarkSupport", .product(name: "KeelCore", package: "Keel")],
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
