// expect: type 'Counter' does not conform to the 'Sendable' protocol
// A class instance reached through the guarded value leaves the lock inside a struct.

final class Counter {
  var count = 0
}

struct Totals {
  var counter = Counter()
}

func leak(_ locked: Locked<Totals>) -> Counter {
  locked.withLock { $0.counter }
}
