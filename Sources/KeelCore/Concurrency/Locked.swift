import Foundation

/// A value guarded by a lock: the kit's `Mutex`.
///
/// `Synchronization.Mutex` and `Atomic` need iOS 18 / macOS 15, and Keel supports iOS 17 /
/// macOS 14, so every module (and every test) locks through this instead. It is Sendable for
/// the same reason `Mutex` is: the value is only reachable inside ``withLock(_:)``, one caller
/// at a time. The signatures make the compiler hold callers to that, so a non-Sendable value
/// (a class instance) can neither enter nor leave the lock while something else still reaches
/// it:
/// - ``init(_:)`` takes the value `sending`, as `Mutex.init` does: the caller cannot keep
///   using what it handed over;
/// - the body gets the value `inout sending`, as in `Mutex.withLock`: it cannot store the value
///   anywhere outside, nor store into it something the caller still reaches;
/// - the result must be `Sendable`. `Mutex.withLock` returns a `sending Result` instead, but
///   Swift 6.3 does not check that rule when the body returns the guarded value or part of it
///   (swiftlang/swift#81274: `mutex.withLock { $0 }` compiles and hands a class instance out),
///   so `Locked` asks for `Sendable`, which the compiler does check. Read a non-Sendable
///   value's parts inside the body and return Sendable copies of them.
///
/// `CI/CompileFailures/check` (a `scripts/test` stage) proves each rule with code that must
/// not compile.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  // The value lives in an allocation of its own, not in a stored property of this generic
  // class: the Swift runtime lays out a stored property of an empty type (`Locked(())`, a plain
  // lock) at offset 0, the object's metadata word, where ThreadSanitizer records `withLock`'s
  // inout access as a write, while every generic call reads that word, unlocked, before taking
  // the lock. TSan reported that as a "Swift access race" on a value of no bytes
  // (scripts/sanitizers/reproductions/locked-empty-value.swift). A separate allocation is at
  // least one byte long and is touched only under the lock.
  private let value: UnsafeMutablePointer<Value>

  /// Guards `value`, which the caller can no longer reach (`sending`).
  public init(_ value: sending Value) {
    self.value = .allocate(capacity: 1)
    self.value.initialize(to: value)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
  }

  /// Runs `body` with exclusive access to the value. Do not call back into the same `Locked`
  /// from `body`: the lock is not recursive.
  /// Like `Mutex.withLock`, the body's error type is kept (typed throws).
  public func withLock<Result: Sendable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value.pointee)
  }
}
