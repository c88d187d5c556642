// Reproduction for the one entry of scripts/sanitizers/tsan.supp (no Keel, no FlyingFox):
//
//   swiftc -sanitize=thread -g flyingsocks-generic-mutex.swift -o repro && ./repro
//
// prints "WARNING: ThreadSanitizer: Swift access race": a read of size 8 in Storage.lock() against
// a "modifying access of Swift variable" in Mutex.withLock, at the start of the Storage object.
// It has the shape of FlyingSocks' Mutex (FlyingFox 0.27.1, FlyingSocks/Sources/Mutex.swift): a
// generic final class holding a pthread mutex and the value, which withLock hands out inout while
// the mutex is held. Two things meet: lock() reads the object's metadata word (a generic class
// finds its stored properties' offsets there) before pthread_mutex_lock can order this thread
// after the last holder; and the instrumentation records the inout access to `value` as a write
// at the object's address. The word read is never written after init and `value` is only touched
// under the mutex, so no data is raced on. With `Storage` not generic (Value fixed) the same
// program prints no report.
//
// In the kit's tests this is FlyingSocks' withIdentifiableThrowingContinuation
// (IdentifiableContinuation.swift:107 against :116): a socket wait cancelled (the cancellation
// handler sets isCancelled under the Mutex on the cancelling thread) just before its body sets
// isStarted on the waiting thread; seen twice in KeelNetworkTests run with --no-parallel
// (24 Nov 2026), through TestHTTPServer.
import Foundation
import Glibc

final class Storage<Value: ~Copyable> {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  var value: Value

  init(_ initial: consuming Value) {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    value = initial
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}

struct Mutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
  let storage: Storage<Value>
  init(_ initial: consuming sending Value) { storage = Storage(initial) }

  borrowing func withLock<Result>(_ body: (inout sending Value) -> sending Result) -> sending Result {
    storage.lock()
    defer { storage.unlock() }
    return body(&storage.value)
  }
}

let state = Mutex((isStarted: false, isCancelled: false))
// The cancellation handler's side: marks the wait cancelled under the lock.
let canceller = Thread { state.withLock { $0.isCancelled = true } }
// The waiting body's side, later, ordered by time only (as two threads of the pool are).
let body = Thread {
  usleep(200_000)
  let cancelled = state.withLock {
    $0.isStarted = true
    return $0.isCancelled
  }
  print("cancelled: \(cancelled)")
}
canceller.start()
body.start()
sleep(1)
