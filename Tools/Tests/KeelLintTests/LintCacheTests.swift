import Foundation
import Testing

@testable import KeelLint

@Suite struct LintCacheTests {
  /// A throwaway project and a cache file outside it.
  private struct Project {
    let root: URL
    let cacheFile: URL

    init(_ files: [String: String]) throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keel-lint-cache-\(UUID().uuidString)")
      root = folder.appendingPathComponent("app").resolvingSymlinksInPath()
      cacheFile = folder.appendingPathComponent("cache/lint.json")
      for (path, contents) in files { try write(path, contents) }
    }

    func write(_ path: String, _ contents: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

    func lint(
      configuration: LintConfiguration = .defaults, tool: String = "test", absolutePaths: Bool = false
    ) async throws -> LintReport {
      let cache = LintCache(file: cacheFile, tool: tool, configuration: configuration, root: root)
      return try await Linter(configuration: configuration, root: root)
        .lint(paths: [root.path], currentDirectory: root, absolutePaths: absolutePaths, cache: cache)
    }
  }

  private static let files = [
    "Sources/A/A.swift": "func a() {\n  print(1)\n}\n",
    "Sources/A/B.swift": "let b = 1\n",
    "Sources/A/C.swift": "func c() {\n  dump(2)\n}\n",
  ]

  @Test func anUnchangedProjectIsNotParsedAgainAndReportsTheSame() async throws {
    let project = try Project(Self.files)
    defer { project.remove() }
    let cold = try await project.lint()
    #expect(cold.cachedFiles == 0)
    #expect(
      cold.diagnostics.map(\.description) == [
        "Sources/A/A.swift:2:3: error: [no-print] print(...) writes to standard output: log through a swift-log Logger "
          + "instead (print is allowed only in the paths listed under rules.no-print.exclude)",
        "Sources/A/C.swift:2:3: error: [no-print] dump(...) writes to standard output: log through a swift-log Logger "
          + "instead (print is allowed only in the paths listed under rules.no-print.exclude)",
      ])
    let warm = try await project.lint()
    #expect(warm.cachedFiles == 3)
    #expect(warm.diagnostics == cold.diagnostics)
    #expect(warm.warnings.isEmpty)
    // Paths are the run's, not the cached run's.
    let absolute = try await project.lint(absolutePaths: true)
    #expect(absolute.cachedFiles == 3)
    #expect(absolute.diagnostics.first?.path == project.root.appendingPathComponent("Sources/A/A.swift").path)
  }

  @Test func aChangedFileIsLintedAgain() async throws {
    let project = try Project(Self.files)
    defer { project.remove() }
    _ = try await project.lint()
    try project.write("Sources/A/B.swift", "let b = 1\nfunc log() { print(b) }\n")
    let run = try await project.lint()
    #expect(run.cachedFiles == 2)
    #expect(
      run.diagnostics.map { "\($0.path):\($0.line)" } == [
        "Sources/A/A.swift:2", "Sources/A/B.swift:2", "Sources/A/C.swift:2",
      ])
  }

  @Test func anotherConfigurationOrToolReusesNothing() async throws {
    let project = try Project(Self.files)
    defer { project.remove() }
    _ = try await project.lint()
    let quiet = try LintConfiguration.parse(Data(#"{"rules": {"no-print": {"enabled": false}}}"#.utf8), origin: "a")
    let reconfigured = try await project.lint(configuration: quiet)
    #expect(reconfigured.cachedFiles == 0)
    #expect(reconfigured.diagnostics.isEmpty)
    let rebuilt = try await project.lint(configuration: quiet, tool: "another build")
    #expect(rebuilt.cachedFiles == 0)
  }

  /// A cache that cannot be decoded is a warning, never a wrong result or a failed run.
  @Test func aCorruptCacheIsIgnoredWithAWarningAndRewritten() async throws {
    let project = try Project(Self.files)
    defer { project.remove() }
    let cold = try await project.lint()
    for garbage in ["{\"key\": 3", "", "[]", #"{"key": "x", "entries": {"Sources/A/A.swift": {"hash": 1}}}"#] {
      try Data(garbage.utf8).write(to: project.cacheFile)
      let run = try await project.lint()
      #expect(run.diagnostics == cold.diagnostics)
      #expect(run.cachedFiles == 0)
      #expect(run.warnings.count == 1)
      #expect(run.warnings.first?.hasPrefix("warning: keel lint: ignoring the unreadable cache ") == true)
      #expect(try await project.lint().cachedFiles == 3, "rewritten after \(garbage.debugDescription)")
    }
  }

  @Test func anUnwritableCacheIsAWarning() async throws {
    let project = try Project(Self.files)
    defer { project.remove() }
    // The cache's folder is a file, so it cannot be created.
    try FileManager.default.createDirectory(
      at: project.cacheFile.deletingLastPathComponent().deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: project.cacheFile.deletingLastPathComponent())
    let run = try await project.lint()
    #expect(run.diagnostics.count == 2)
    #expect(run.warnings.first?.hasPrefix("warning: keel lint: cannot write the cache ") == true)
  }

  @Test func theDefaultLocationIsTheUsersCacheFolderNamedByTheRoot() {
    let root = URL(fileURLWithPath: "/work/app")
    let xdg = LintCache.defaultFile(root: root, environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/a"])
    #expect(xdg.path.hasPrefix("/tmp/xdg/keel/lint/app-"))
    let home = LintCache.defaultFile(root: root, environment: ["HOME": "/home/a"])
    #if os(macOS)
      #expect(home.path.hasPrefix("/home/a/Library/Caches/keel/lint/app-"))
    #else
      #expect(home.path.hasPrefix("/home/a/.cache/keel/lint/app-"))
    #endif
    #expect(LintCache.defaultFile(root: URL(fileURLWithPath: "/other/app"), environment: ["HOME": "/home/a"]) != home)
  }

  @Test func contentHashesTellFilesApart() {
    #expect(ContentHash.hex(Data("a".utf8)) == ContentHash.hex(Data("a".utf8)))
    #expect(ContentHash.hex(Data("a".utf8)) != ContentHash.hex(Data("b".utf8)))
    #expect(ContentHash.hex(Data("let a = 1\n".utf8)) != ContentHash.hex(Data("let a = 1\r\n".utf8)))
  }
}
