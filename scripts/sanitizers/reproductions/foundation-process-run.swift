// Reproduction for the Process entry of scripts/sanitizers/lsan.supp (no Keel):
//
//   swiftc -sanitize=address -g foundation-process-run.swift -o repro && SWIFT_BACKTRACE=enable=no ./repro
//
// prints "Direct leak of 32 byte(s) in 1 object(s)" (Swift 6.3.1, 24 Nov 2026): the side table
// of a weak reference that swift-corelibs-foundation's Process.run() assigns (swift_weakAssign
// under $s10Foundation7ProcessC3runyyKF), never released. KeelStorageTests meets it launching
// KeelStorageProbe.
import Foundation

let process = Process()
process.executableURL = URL(fileURLWithPath: "/bin/true")
try process.run()
process.waitUntilExit()
