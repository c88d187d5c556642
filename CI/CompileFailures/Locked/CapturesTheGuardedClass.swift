// expect: 'inout sending' parameter '$0' cannot be task-isolated at end of function
// The instance leaves the lock through a captured variable instead of the result.

final class Counter {
  var count = 0
}

func leak(_ locked: Locked<Counter>) -> Counter? {
  var reference: Counter?
  locked.withLock { reference = $0 }
  return reference
}
