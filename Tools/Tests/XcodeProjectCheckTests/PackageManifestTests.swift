import Testing

@testable import XcodeProjectCheck

@Suite struct PackageManifestTests {
  @Test func readsLibraryProductsAndTestTargetsWithoutRunningTheManifest() {
    let manifest = PackageManifest.read(
      """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "App",
        products: [
          .library(name: "AppDomain", targets: ["AppDomain"]),
          .library(name: "DevServer", type: .dynamic, targets: ["DevServer"]),
          .executable(name: "template-server", targets: ["template-server"]),
        ],
        targets: [
          .target(name: "AppDomain"),
          .testTarget(name: "AppDomainTests", dependencies: ["AppDomain"]),
        ]
      )
      """)
    #expect(manifest.libraryProducts == ["AppDomain", "DevServer"])
    #expect(manifest.testTargets == ["AppDomainTests"])
    #expect(manifest.unreadable.isEmpty)
  }

  @Test func aComputedNameIsReportedAsUnreadableWithItsLine() {
    let manifest = PackageManifest.read(
      """
      let name = "Generated"
      let package = Package(
        name: "App",
        products: [.library(name: name, targets: [name]), .library(name: "Fixed\\(1)", targets: [])]
      )
      """)
    #expect(manifest.libraryProducts == [])
    #expect(manifest.unreadable.map(\.line) == [4, 4])
    #expect(manifest.unreadable.map(\.what) == [".library(name: name)", ".library(name: \"Fixed\\(1)\")"])
  }

  @Test func readsWhichTargetsEachLibraryHoldsAndWhatTheyDependOn() {
    let manifest = PackageManifest.read(
      """
      let package = Package(
        name: "App",
        products: [.library(name: "AppData", targets: ["AppData", "AppCache"])],
        dependencies: [
          .package(name: "Keel", path: "../.."),
          .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        ],
        targets: [
          .target(
            name: "AppData",
            dependencies: ["AppCache", .target(name: "AppDomain"), .product(name: "KeelStorage", package: "Keel")]),
          .target(name: "AppCache", path: "Sources/Cache"),
          .target(name: "AppDomain"),
        ]
      )
      """)
    #expect(manifest.productTargets == ["AppData": ["AppData", "AppCache"]])
    #expect(
      manifest.targets["AppData"]?.dependencies == [
        .byName("AppCache"), .byName("AppDomain"), .product(name: "KeelStorage", package: "Keel"),
      ])
    #expect(manifest.targets["AppCache"]?.path == "Sources/Cache")
    #expect(manifest.targets.keys.sorted() == ["AppCache", "AppData", "AppDomain"])
    #expect(manifest.localPackages == [PackageManifest.LocalPackage(name: "Keel", path: "../..")])
    #expect(manifest.localPackages.first?.isNamed("Keel") == true)
    #expect(PackageManifest.LocalPackage(name: nil, path: "../Kit").isNamed("kit"))
  }
}
