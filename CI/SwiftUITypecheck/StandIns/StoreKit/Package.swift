// swift-tools-version: 6.2
import PackageDescription

/// The StoreKit stand-in, a package of its own so that, as for Apple's StoreKit, its module is
/// resilient to the harness's code: it is built with library evolution, and being outside the
/// harness's package (SwiftPM gives each package its own `-package-name`) keeps the compiler
/// from treating its enums as known in full, so a `switch` over the non-frozen
/// `Product.PurchaseResult` needs `@unknown default` here as in Xcode. (Its one warning, that
/// Linux's Foundation is not built with library evolution, says nothing about our code and is
/// suppressed.)
let package = Package(
  name: "StoreKitStandIn",
  products: [.library(name: "StoreKit", targets: ["StoreKit"])],
  targets: [
    .target(name: "StoreKit", swiftSettings: [.unsafeFlags(["-enable-library-evolution", "-suppress-warnings"])])
  ],
  swiftLanguageModes: [.v6]
)
