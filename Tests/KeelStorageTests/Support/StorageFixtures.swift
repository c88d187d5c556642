import Foundation
import KeelStorage

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
