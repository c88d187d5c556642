import Dispatch
import Foundation
import KeelCore
import Testing

@Suite struct LockedTests {
  @Test func concurrentIncrementsAreNeverLost() {
    let counter = Locked(0)
    // Real threads, not the cooperative pool: unsynchronized `+= 1` loses updates here.
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func withLockReturnsTheBodysResultAndRethrows() {
    struct Refused: Error {}
    let names = Locked(["a"])
    let count = names.withLock { names in
      names.append("b")
      return names.count
    }
    #expect(count == 2)
    #expect(throws: Refused.self) {
      try names.withLock { _ in throw Refused() }
    }
    #expect(names.withLock { $0 } == ["a", "b"])
  }

  /// `Locked(())` is a plain lock for state outside it (FileSecureStore's file). Bodies that
  /// hold it a while make threads wait on it: under ThreadSanitizer this reported a "Swift
  /// access race" while the empty value was stored inline (at the object's metadata word; see
  /// scripts/sanitizers/reproductions/locked-empty-value.swift), and it must report nothing.
  @Test func aLockOfNothingSerializesWhatItGuards() {
    final class Counter: @unchecked Sendable { var count = 0 }
    let counter = Counter()
    let lock = Locked(())
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<50 {
        lock.withLock { _ in
          let seen = counter.count
          usleep(50)
          counter.count = seen + 1
        }
      }
    }
    #expect(counter.count == 400)
  }

  /// The value is kept in an allocation of its own, so `Locked` must destroy it when released.
  @Test func releasingTheLockReleasesItsValue() {
    final class Guarded: Sendable {}
    weak var released: Guarded?
    do {
      let guarded = Guarded()
      released = guarded
      let locked = Locked(Optional(guarded))
      #expect(locked.withLock { $0 != nil })
    }
    #expect(released == nil)
  }
}
