import Foundation
import Testing

@testable import KeelStorage

@Suite struct FileSecureStoreTests {
  @Test func roundTripsSecretsAcrossInstances() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("secrets/tokens.json")
      let token = UUID().uuidString
      try FileSecureStore(fileURL: file).setString(token, forKey: "access")
      #expect(try FileSecureStore(fileURL: file).string(forKey: "access") == token)
      try FileSecureStore(fileURL: file).removeData(forKey: "access")
      #expect(try FileSecureStore(fileURL: file).string(forKey: "access") == nil)
    }
  }

  @Test func theFileIsOwnerOnlyAndNoTemporaryFilesRemain() async throws {
    try await withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("secrets")
      let file = folder.appendingPathComponent("tokens.json")
      let store = FileSecureStore(fileURL: file)
      for index in 0..<5 { try store.setString(UUID().uuidString, forKey: "k\(index)") }
      #expect(try permissions(of: file) == 0o600)
      #expect(try permissions(of: folder) == 0o700)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tokens.json"])
    }
  }

  @Test func widerPermissionsAreTightenedBeforeUse() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("tokens.json")
      try Data("{}".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
      #expect(try FileSecureStore(fileURL: file).data(forKey: "any") == nil)
      #expect(try permissions(of: file) == 0o600)
    }
  }

  @Test func removeAllDeletesTheFile() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("tokens.json")
      let store = FileSecureStore(fileURL: file)
      try store.setString("a", forKey: "access")
      try store.setString("b", forKey: "refresh")
      try store.removeAll()
      #expect(!FileManager.default.fileExists(atPath: file.path))
      #expect(try FileSecureStore(fileURL: file).data(forKey: "refresh") == nil)
      try store.removeAll()
    }
  }

  @Test func aCorruptFileIsAnErrorNamingTheFile() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("tokens.json")
      try Data("not json".utf8).write(to: file)
      #expect {
        try FileSecureStore(fileURL: file).data(forKey: "access")
      } throws: { error in
        guard case .corrupt(let location, _) = error as? SecureStoreError else { return false }
        return location == file.path
      }
      // Nothing is lost: the unreadable file is left as it was.
      #expect(try String(contentsOf: file, encoding: .utf8) == "not json")
    }
  }

  @Test func concurrentWritersAllLand() async throws {
    try await withTemporaryDirectory { directory in
      let store = FileSecureStore(fileURL: directory.appendingPathComponent("tokens.json"))
      await onDispatchThreads(iterations: 50) { index in
        try? store.setString("v\(index)", forKey: "k\(index)")
      }
      for index in 0..<50 {
        let read = try store.string(forKey: "k\(index)")
        #expect(read == "v\(index)")
      }
    }
  }
}
