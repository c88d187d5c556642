// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Sample",
  products: [
    .library(name: "Core", targets: ["Core"]),
    .library(name: "Feature", targets: ["Feature"]),
    .library(name: "Server", targets: ["Server"]),
  ],
  targets: [
    .target(name: "Core"),
    .target(name: "Feature", dependencies: ["Core"]),
    .target(name: "Server"),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
  ]
)
