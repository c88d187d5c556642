import Foundation
import KeelTesting
import Testing

@testable import KeelStorage

@Suite struct UserDefaultsKeyValueBackendTests {
  @Test func roundTripsEveryKindThroughTheSuiteFileOnDisk() async throws {
    try await withTemporaryDirectory { directory in
      let backend = userDefaultsBackend(in: directory)
      let values: [String: StoredValue] = [
        "bool": .bool(true), "false": .bool(false), "int": .int(1), "double": .double(2.5),
        "string": .string("héllo"), "data": .data(Data([0, 1, 2])),
      ]
      for (key, value) in values { backend.setValue(value, forKey: key) }
      #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("suite.plist").path))
      // A second backend reads the file back: integer 1 stays an Int, true stays a Bool.
      let reopened = userDefaultsBackend(in: directory)
      for (key, value) in values {
        #expect(reopened.value(forKey: key) == value, "key \(key)")
      }
    }
  }

  @Test func removingAKeyRemovesItFromDisk() async throws {
    try await withTemporaryDirectory { directory in
      let backend = userDefaultsBackend(in: directory)
      backend.setValue(.string("x"), forKey: "gone")
      backend.setValue(nil, forKey: "gone")
      #expect(userDefaultsBackend(in: directory).value(forKey: "gone") == nil)
    }
  }

  @Test func objectsOtherCodeStoredAreReportedAsUnsupported() {
    #expect(UserDefaultsKeyValueBackend.storedValue(from: [1, 2] as NSArray) == .unsupported(typeName: "NSArray"))
    #expect(UserDefaultsKeyValueBackend.storedValue(from: NSNumber(value: 3.5)) == .double(3.5))
    #expect(UserDefaultsKeyValueBackend.storedValue(from: NSNumber(value: true)) == .bool(true))
    #expect(UserDefaultsKeyValueBackend.storedValue(from: NSNumber(value: 7)) == .int(7))
  }
}

extension UserDefaultsKeyValueBackendTests {
  @Test func valuesOtherCodeWroteToTheSuiteFallBackWithAWarning() async throws {
    try await withTemporaryDirectory { directory in
      let suite = directory.appendingPathComponent("shared").path
      // Another part of the app (or an older version) wrote these with plain UserDefaults.
      let other = try #require(UserDefaults(suiteName: suite))
      other.set(["a", "b"], forKey: "onboarding_shown")
      other.set("not a number", forKey: "launch_count")
      other.synchronize()
      let capture = LogCapture()
      let store = KeyValueStore(
        backend: try #require(UserDefaultsKeyValueBackend(suiteName: suite)), logger: capture.logger())
      #expect(store.value(\.onboardingCompleted) == false)
      #expect(store.value(\.launchCount) == 0)
      let warnings = capture.records.filter { $0.level == .warning }.map(\.message)
      #expect(warnings.count == 2)
      #expect(warnings.first?.hasPrefix("storage key 'onboarding_shown' holds a value of type") == true)
      #expect(
        warnings.last
          == "storage key 'launch_count' holds a value of type String where Int was expected; using the default value")
    }
  }
}
