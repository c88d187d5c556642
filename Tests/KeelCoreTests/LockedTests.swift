import Dispatch
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
}
