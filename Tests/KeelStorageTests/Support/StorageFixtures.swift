import Foundation
import KeelCore
import KeelStorage
import Testing

/// Keys the storage tests use, declared the way an app declares its own.
extension StorageKeys {
  var onboardingCompleted: StorageKey<Bool> { StorageKey("onboarding_shown", default: false) }
  var userToken: StorageKey<String?> { StorageKey("user_token", default: nil) }
  var launchCount: StorageKey<Int> { StorageKey("launch_count", default: 0) }
  var volume: StorageKey<Double> { StorageKey("volume", default: 0.5) }
  var profile: StorageKey<Profile> { StorageKey("profile", default: Profile(name: "guest", age: 0)) }
}

struct Profile: Codable, Sendable, Equatable {
  var name: String
  var age: Int
}

/// A fresh directory under the system's temporary directory, removed when the test is done
/// with it (call ``remove()`` or let `withTemporaryDirectory` do it).
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("keel-storage-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try await body(url)
}

/// A UserDefaults backend on a real suite file inside `directory`.
func userDefaultsBackend(in directory: URL, name: String = "suite") -> UserDefaultsKeyValueBackend {
  UserDefaultsKeyValueBackend(suiteName: directory.appendingPathComponent(name).path)!
}

/// The POSIX permission bits of a file.
func permissions(of url: URL) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
  return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// Runs `body` for every iteration concurrently on GCD's threads (`concurrentPerform`) and
/// resumes when all are done. Blocking work (file writes) goes here rather than into a task
/// group, where it would occupy the few threads of the cooperative pool that every parallel
/// test shares.
func onDispatchThreads(iterations: Int, _ body: @escaping @Sendable (Int) -> Void) async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.global().async {
      DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
      continuation.resume()
    }
  }
}

/// An in-memory backend that runs a write on another thread during one read: `duringNextRead`
/// starts on a GCD thread when the next read has taken its value, and the read returns that
/// value once the write has reached this backend. It does not wait for the write's whole call,
/// which may be blocked on a lock the reader's caller holds; and it waits for the backend
/// write itself, not a fixed time, so a loaded machine that is slow to start the thread cannot
/// let the read return first (a 200 ms wait did, on a CI machine).
final class WriteDuringReadBackend: KeyValueBackend {
  private let storage = InMemoryKeyValueBackend()
  private let pending = Locked<(@Sendable () -> Void)?>(nil)
  private let awaitedWrite = Locked<DispatchSemaphore?>(nil)

  var duringNextRead: (@Sendable () -> Void)? {
    get { pending.withLock { $0 } }
    set { pending.withLock { $0 = newValue } }
  }

  func value(forKey key: String) -> StoredValue? {
    let value = storage.value(forKey: key)
    let write = pending.withLock { pending in
      let write = pending
      pending = nil
      return write
    }
    guard let write else { return value }
    let written = DispatchSemaphore(value: 0)
    awaitedWrite.withLock { $0 = written }
    DispatchQueue.global().async { write() }
    if written.wait(timeout: .now() + .seconds(30)) == .timedOut {
      Issue.record("the write during the read never reached the backend")
    }
    return value
  }

  func setValue(_ value: StoredValue?, forKey key: String) {
    storage.setValue(value, forKey: key)
    awaitedWrite.withLock { awaited in
      awaited?.signal()
      awaited = nil
    }
  }
}
