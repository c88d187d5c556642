// Reproduction for the PropertyListSerialization entry of scripts/sanitizers/lsan.supp (no Keel):
//
//   swiftc -sanitize=address -g foundation-propertylist-error.swift -o repro && SWIFT_BACKTRACE=enable=no ./repro
//
// prints "1392 byte(s) leaked in 30 allocation(s)" (Swift 6.3.1, 24 Nov 2026): a direct leak of
// 144 bytes in 3 objects from CFErrorCreate under _CFPropertyListCreateFromUTF8Data, and their
// user-info dictionaries as indirect leaks. swift-corelibs-foundation's
// PropertyListSerialization leaks the CFError it builds for text it cannot read, on every call.
// Only StringsParserDifferentialTests calls it (Apple's parser as the oracle); StringsParser
// does not. Fuzz/lsan.supp suppresses the same leak for StringsDifferentialFuzz.
import Foundation

for _ in 0..<3 {
  _ = try? PropertyListSerialization.propertyList(from: Data("\"a\" = ".utf8), options: [], format: nil)
}
