// expect: type 'Counter' does not conform to the 'Sendable' protocol
// The race reproduced in issue 21: the instance leaves the lock and callers increment it
// unguarded. `Mutex.withLock`'s `sending` result lets this through in Swift 6.3
// (swiftlang/swift#81274); `Locked` requires a Sendable result.

final class Counter {
  var count = 0
}

func leak(_ locked: Locked<Counter>) {
  let escaped = locked.withLock { $0 }
  escaped.count += 1
}
