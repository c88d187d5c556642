import Foundation
import Testing

@testable import KeelLint

@Suite struct LinterTests {
  /// A throwaway folder with files at the given relative paths.
  private func makeTree(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-\(UUID().uuidString)")
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return root.resolvingSymlinksInPath()
  }

  @Test func walksFoldersSkippingExcludedHiddenAndLinkedOnes() throws {
    let root = try makeTree([
      "Sources/A/A.swift": "let a = 1\n",
      "Sources/A/Generated/G.swift": "print(1)\n",
      "Sources/A/notes.txt": "print(1)\n",
      ".build/checkouts/X.swift": "print(1)\n",
      "Tools/.build-release/Y.swift": "print(1)\n",
      ".hidden/H.swift": "print(1)\n",
      "Tests/ATests/Fixtures/F.swift": "print(1)\n",
      "Tests/ATests/ATests.swift": "let t = 1\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("Mirror"), withDestinationURL: root.appendingPathComponent("Sources/A"))
    let linter = Linter(configuration: .defaults, root: root)
    let files = try linter.swiftFiles(in: [root.path], currentDirectory: root).map { linter.relativePath(of: $0) }
    #expect(files == ["Sources/A/A.swift", "Tests/ATests/ATests.swift"])
  }

  @Test func namedFilesAreLintedEvenWhenExcluded() async throws {
    let root = try makeTree(["Tests/ATests/Fixtures/F.swift": "print(1)\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let linter = Linter(configuration: .defaults, root: root)
    let report = try await linter.lint(paths: ["Tests/ATests/Fixtures/F.swift"], currentDirectory: root)
    #expect(report.files == 1)
    #expect(
      report.diagnostics.map(\.description) == [
        "Tests/ATests/Fixtures/F.swift:1:1: error: [no-print] print(...) writes to standard output: log through a "
          + "swift-log Logger instead (print is allowed only in the paths listed under rules.no-print.exclude)"
      ])
  }

  @Test func missingPathsAndNonSwiftFilesAreInputErrors() throws {
    let root = try makeTree(["README.md": "# hi\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let linter = Linter(configuration: .defaults, root: root)
    #expect(throws: LintInputError(message: "no such file or folder: Nowhere")) {
      try linter.swiftFiles(in: ["Nowhere"], currentDirectory: root)
    }
    #expect(throws: LintInputError(message: "not a Swift file: README.md")) {
      try linter.swiftFiles(in: ["README.md"], currentDirectory: root)
    }
  }

  @Test func reportCountsFilesErrorsAndWarningsAndNamesFilesRelativeToTheCurrentFolder() async throws {
    let root = try makeTree([
      "Sources/KeelCore/A.swift": "import Foundation\nprint(1)\n",
      "Sources/KeelCore/B.swift": "let b = 1\n",
      "Sources/Unlisted/C.swift": "import Foundation\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let linter = try Linter(configuration: .repository(), root: root)
    let report = try await linter.lint(paths: ["."], currentDirectory: root.appendingPathComponent("Sources"))
    #expect(report.files == 3)
    #expect(report.errorCount == 1)
    #expect(report.warningCount == 1)
    #expect(report.diagnostics.map(\.path) == ["KeelCore/A.swift", "Unlisted/C.swift"])
    #expect(report.diagnostics.map(\.rule) == ["no-print", "layers"])
  }

  @Test func manyFilesGiveTheSameResultAsOneByOne() async throws {
    var files: [String: String] = [:]
    for index in 0..<40 {
      files["Sources/KeelCore/File\(index).swift"] = index.isMultiple(of: 3) ? "print(\(index))\n" : ""
    }
    let root = try makeTree(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try await Linter(configuration: .repository(), root: root).lint(
      paths: [root.path], currentDirectory: root)
    #expect(report.files == 40)
    #expect(report.errorCount == 14)
    #expect(report.diagnostics.map(\.path) == report.diagnostics.map(\.path).sorted())
  }

  @Test func unparsableAndUnreadableFilesAreReportedNotFatal() async throws {
    let root = try makeTree([
      "Sources/KeelCore/Broken.swift": "func f( {\n  print(\n", "Sources/KeelCore/Fine.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    try Data([0x66, 0xFF, 0xFE, 0x0A]).write(to: root.appendingPathComponent("Sources/KeelCore/Latin1.swift"))
    let report = try await Linter(configuration: .repository(), root: root).lint(paths: ["."], currentDirectory: root)
    #expect(report.files == 3)
    let unreadable = report.diagnostics.filter { $0.rule == "read" }
    #expect(unreadable.map(\.path) == ["Sources/KeelCore/Latin1.swift"])
    #expect(unreadable.first?.message == "cannot read the file as UTF-8")
    #expect(report.diagnostics.contains { $0.path == "Sources/KeelCore/Broken.swift" && $0.rule == "no-print" })
  }
}
