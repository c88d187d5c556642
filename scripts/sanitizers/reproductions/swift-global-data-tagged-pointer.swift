// Reproduction for the swift_once entry of scripts/sanitizers/lsan.supp (no Keel):
//
//   swiftc -sanitize=address -g swift-global-data-tagged-pointer.swift -o repro
//   SWIFT_BACKTRACE=enable=no ./repro            # LeakSanitizer: 97 bytes in 2 allocations
//   SWIFT_BACKTRACE=enable=no ./repro local      # nothing
//   SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 ./repro words
//
// A `static let` Data of more than 14 bytes, alive for the whole run, is reported at exit as a
// "Direct leak of 65 byte(s)" (its __DataStorage object, allocated in Data.InlineSlice.init) and
// an "Indirect leak of 32 byte(s)" (its bytes), both under swift::threading_impl::once_slow, the
// runtime's one-time initializer of a global (Swift 6.3.1, 24 Nov 2026). Nothing leaks: Data keeps
// its representation in an enum whose case is stored in the spare high bits of the storage
// pointer (`words` prints the global's two words: 0x2000000000, the range 0..<32, and
// 0x4000xxxxxxxxxxxx, the pointer with a tag bit set), and LeakSanitizer, scanning the global for
// pointers, does not take that word for one. A class instance in a global (plain pointer) is not
// reported. In the app's run: DevServer's AvatarImage.png and the tests' `systemToken`s
// (AppServicesPushTests, NotificationsOffJourneyTests).
import Foundation

final class Box { let bytes = [UInt8](repeating: 0xAB, count: 32) }

enum Fixture {
  static let token = Data([UInt8](repeating: 0xAB, count: 32))
  static let box = Box()
}

switch CommandLine.arguments.dropFirst().first {
case "local":
  let token = Data([UInt8](repeating: 0xAB, count: 32))
  print(token.count)
case "words":
  withUnsafeBytes(of: Fixture.token) { raw in
    for word in raw.bindMemory(to: UInt.self) { print("0x" + String(word, radix: 16)) }
  }
default:
  print(Fixture.token.count, Fixture.box.bytes.count)
}
