// Reproduction for the XCTest entries of scripts/sanitizers/lsan.supp: a test target with no
// tests at all, run under AddressSanitizer (see ../../Package.swift). swift-corelibs-xctest's
// XCTMain still builds its "All tests" suite and runs it, and the suite and its run hold each
// other (XCTest.testRun and XCTestRun.test are both strong), so LeakSanitizer reports the cycle.
import Empty
