// expect: 'inout sending' parameter '$0' cannot be task-isolated at end of function
// The body stores into the lock an instance its caller still reaches.

final class Counter {
  var count = 0
}

func leak(_ locked: Locked<Counter>, _ outside: Counter) {
  locked.withLock { $0 = outside }
  outside.count += 1
}
