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
}
