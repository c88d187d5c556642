import Foundation
import Testing

@testable import FeatureScaffold

@Suite struct ChangeSetTests {
  @Test func aWriteThatFailsPartWayPutsBackWhatItChanged() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-changeset-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let kept = folder.appendingPathComponent("kept.txt")
    try Data("before".utf8).write(to: kept)
    let blocker = folder.appendingPathComponent("blocker")
    try Data("a file where a folder is needed".utf8).write(to: blocker)
    let before = try ScaffoldFixtures.snapshot(folder)

    var changes = ChangeSet()
    changes.modify(kept.path, "after")
    changes.create(folder.appendingPathComponent("new/created.txt").path, "new")
    changes.create(blocker.appendingPathComponent("inside.txt").path, "cannot be written")
    #expect {
      try changes.write()
    } throws: { error in
      (error as? ScaffoldError)?.message.hasPrefix("cannot write the feature (nothing was changed)") == true
    }
    #expect(try ScaffoldFixtures.snapshot(folder) == before)
  }

  @Test func aWriteCreatesFoldersFilesAndLinks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-changeset-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var changes = ChangeSet()
    changes.create(folder.appendingPathComponent("a/b/c.txt").path, "c")
    changes.link(folder.appendingPathComponent("a/link").path, to: "b")
    try changes.write()
    #expect(try String(contentsOf: folder.appendingPathComponent("a/link/c.txt"), encoding: .utf8) == "c")
    #expect(changes.summary(relativeTo: folder) == ["create a/b/c.txt", "link a/link -> b"])
  }
}
