import Foundation

/// A value guarded by a lock: the kit's `Mutex`.
///
/// `Synchronization.Mutex` and `Atomic` need iOS 18 / macOS 15, and Keel supports iOS 17 /
/// macOS 14, so every module (and every test) locks through this instead. It is Sendable for
/// the same reason `Mutex` is: the value is only reachable inside `withLock`, one caller at a
/// time.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value. Do not call back into the same `Locked`
  /// from `body`: the lock is not recursive.
  /// Like `Mutex.withLock`, the body's error type is kept (typed throws).
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
