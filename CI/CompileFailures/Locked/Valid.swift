// expect: compiles
// The control: everyday uses of `Locked`, including a non-Sendable value that only its lock
// reaches. If this stops compiling, the failures next to it prove nothing.

final class Counter {
  var count = 0
}

func countsInsideTheLock() -> Int {
  let locked = Locked(Counter())
  return locked.withLock { counter in
    counter.count += 1
    return counter.count
  }
}

func replacesTheValueWithAFreshOne() {
  let locked = Locked(Counter())
  locked.withLock { $0 = Counter() }
}

func readsSendableValues() -> [String] {
  let names = Locked(["a"])
  names.withLock { $0.append("b") }
  return names.withLock { $0 }
}
