// Why KeelCore's Locked keeps its value in a separate allocation (no suppression: Locked is ours,
// so it was changed instead; this file is the proof that the old report was no data race).
//
//   swiftc -sanitize=thread -g locked-empty-value.swift -o repro
//   SWIFT_BACKTRACE=enable=no ./repro inline-empty      # the old Locked, as a plain lock
//   SWIFT_BACKTRACE=enable=no ./repro inline-int        # the old Locked guarding an Int
//   SWIFT_BACKTRACE=enable=no ./repro separate-empty    # today's Locked, as a plain lock
//
// inline-empty prints "WARNING: ThreadSanitizer: Swift access race" (Swift 6.3.1, 24 Nov 2026):
// "Read of size 8 at A by thread T1" against a "previous modifying access of Swift variable at
// A ... (mutexes: write M0)", and "Location is heap block of size 24 at A": the *start* of the
// InlineLocked object (twice in two runs). The other two print only "count 400". Three facts meet:
// - the Swift runtime lays out a stored property of an empty type (here `()`) in a generic
//   class at offset 0: the object's first word, its metadata (isa) pointer. The object is 24
//   bytes: the 16-byte header and the lock; the value has no bytes;
// - withLock's `body(&value)` is instrumented with __tsan_external_write at the property's
//   address (the Swift access), so TSan records a 1-byte "write" at the object's start, under
//   the lock;
// - every caller of a generic method reads that word, unlocked, to find Value's metadata before
//   the method can take the lock. The word is written once, at allocation.
// So the reported "race" is a zero-byte variable against the never-written metadata word: no data
// is raced on. With Value = Int the property is at offset 24 and nothing is reported; with the
// value in its own allocation (at least one byte, touched only under the lock) neither is.
// KeelStorage's FileSecureStore and KeyValueStore and the app's AnalyticsEventQueue use
// Locked(()) as a plain lock; FileSecureStoreTests.concurrentWritersAllLand hit it.
import Foundation

final class InlineLocked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: sending Value) { self.value = value }
  func withLock<Result: Sendable>(_ body: (inout sending Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

final class SeparateLocked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private let value: UnsafeMutablePointer<Value>
  init(_ value: sending Value) {
    self.value = .allocate(capacity: 1)
    self.value.initialize(to: value)
  }
  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
  }
  func withLock<Result: Sendable>(_ body: (inout sending Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value.pointee)
  }
}

/// What the lock guards: state outside it, as FileSecureStore's file is.
final class Counter: @unchecked Sendable { var count = 0 }
let counter = Counter()

/// Eight threads contend for the lock, each holding it a little while (as a file write does):
/// a thread then reads the object's first word while another holds the lock.
func contend(_ withLock: @escaping @Sendable (() -> Void) -> Void) {
  DispatchQueue.concurrentPerform(iterations: 8) { _ in
    for _ in 0..<50 {
      withLock {
        counter.count += 1
        usleep(50)
      }
    }
  }
}

switch CommandLine.arguments.dropFirst().first {
case "inline-empty":
  let lock = InlineLocked(())
  contend { body in lock.withLock { _ in body() } }
case "inline-int":
  let lock = InlineLocked(0)
  contend { body in lock.withLock { _ in body() } }
case "separate-empty":
  let lock = SeparateLocked(())
  contend { body in lock.withLock { _ in body() } }
default:
  print("usage: repro inline-empty|inline-int|separate-empty")
  exit(2)
}
print("count \(counter.count)")
