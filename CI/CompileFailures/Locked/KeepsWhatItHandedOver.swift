// expect: sending 'counter' risks causing data races
// The caller hands an instance to the lock and keeps using it unguarded.

final class Counter {
  var count = 0
}

func leak() -> Locked<Counter> {
  let counter = Counter()
  let locked = Locked(counter)
  counter.count += 1
  return locked
}
