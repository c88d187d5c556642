// swift-tools-version:6.0
// Reproduction for the XCTest entries of scripts/sanitizers/lsan.supp (no Keel, no tests):
//
//   swift build --build-tests --sanitize=address && SWIFT_BACKTRACE=enable=no \
//     swift test --skip-build --sanitize=address
//
// After "Executed 0 tests" it prints "LeakSanitizer: detected memory leaks ... 368 byte(s)
// leaked in 6 allocation(s)" (Swift 6.3, 24 Nov 2026), all "Indirect leak", allocated in
// libXCTest.so by XCTMainMisc(_:arguments:observers:) (3), XCTestSuiteRun.init(test:) (2) and
// XCTestSuiteRun.addTestRun(_:) (1): the "All tests" XCTestSuite and its XCTestSuiteRun, which
// hold each other. With LSAN_OPTIONS=suppressions=<path>/lsan.supp it exits 0 with no report.
import PackageDescription

let package = Package(
  name: "XCTestLeak",
  targets: [
    .target(name: "Empty"),
    .testTarget(name: "EmptyTests", dependencies: ["Empty"]),
  ]
)
