import ArgumentParser
import Foundation
import Testing

@testable import KeelCommands

@Suite struct ServeCommandTests {
  /// A temporary repository layout: `root/Examples/TemplateApp` with a server, `root/Other`
  /// without one.
  static func withRepository(_ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
    let app = root.appendingPathComponent("Examples/TemplateApp")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/template-server"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.2\n".utf8).write(to: app.appendingPathComponent("Package.swift"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Other/Sources/App"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Other/Package.swift"))
    defer { try? FileManager.default.removeItem(at: root) }
    try body(root.standardizedFileURL)
  }

  @Test func parsesItsOptionsWithPort8080ByDefault() throws {
    let defaults = try ServeCommand.parse([])
    #expect(defaults.port == 8080)
    #expect(defaults.path == nil && defaults.db == nil && defaults.config == nil)
    let command = try ServeCommand.parse([
      "--path", "apps/Mine", "--port", "9000", "--db", "x.sqlite", "--config", "c.json", "--", "--status", "web",
    ])
    #expect(command.path == "apps/Mine")
    #expect(command.port == 9000)
    #expect(command.db == "x.sqlite")
    #expect(command.config == "c.json")
    #expect(command.serverArguments == ["--status", "web"])
  }

  @Test(arguments: ["70000", "-1"])
  func anOutOfRangePortIsRefused(port: String) {
    #expect(throws: (any Error).self) { try ServeCommand.parse(["--port", port]) }
  }

  @Test func thePlanBuildsTheServerProductAndPassesTheOptionsThrough() throws {
    try Self.withRepository { root in
      let plan = try ServePlan.make(
        path: nil, currentDirectory: root, port: 0, db: "data/dev.sqlite", config: nil,
        passthrough: ["--status", "web"])
      let app = root.appendingPathComponent("Examples/TemplateApp")
      #expect(plan.appDirectory == app)
      #expect(plan.buildCommand == ["swift", "build", "--product", "template-server", "--package-path", app.path])
      #expect(plan.binPathCommand == ["swift", "build", "--show-bin-path", "--package-path", app.path])
      #expect(plan.dashboardNote == "dashboard at /_dev on the port the server prints")
      #expect(plan.serverArguments == ["--port", "0", "--db", "data/dev.sqlite", "--status", "web"])
    }
  }

  /// An app made by `keel new` has its server renamed with it (`Sources/acme-server`).
  @Test func anAppMadeByKeelNewServesItsRenamedServer() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("serve-new-\(UUID().uuidString)")
      .standardizedFileURL
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/acme-server"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/AppDomain"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.2\n".utf8).write(to: app.appendingPathComponent("Package.swift"))
    let plan = try ServePlan.make(path: app.path, currentDirectory: app, port: 0, db: nil, config: nil, passthrough: [])
    #expect(plan.buildCommand == ["swift", "build", "--product", "acme-server", "--package-path", app.path])
    #expect(try plan.executable(binPathOutput: "/b/debug\n").lastPathComponent == "acme-server")
    // Two servers: which one is meant cannot be told, so the app has none.
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/other-server"), withIntermediateDirectories: true)
    #expect(throws: ServeError.noServer(app.path)) {
      try ServePlan.make(path: app.path, currentDirectory: app, port: 0, db: nil, config: nil, passthrough: [])
    }
  }

  @Test func theServerIsLookedForWhereSwiftBuildSaysItPutsProducts() throws {
    try Self.withRepository { root in
      let plan = try ServePlan.make(
        path: nil, currentDirectory: root, port: 9000, db: nil, config: nil, passthrough: [])
      #expect(plan.dashboardNote == "dashboard at http://127.0.0.1:9000/_dev")
      let printed = "Compiling plugin X\n/work/app/.build/aarch64-unknown-linux-gnu/debug\n"
      #expect(
        try plan.executable(binPathOutput: printed)
          == URL(fileURLWithPath: "/work/app/.build/aarch64-unknown-linux-gnu/debug/template-server"))
      for bad in ["", "\n", "debug\n"] {
        #expect(throws: ServeError.noBinPath(plan.binPathCommand.joined(separator: " "), bad)) {
          try plan.executable(binPathOutput: bad)
        }
      }
    }
  }

  /// The real `swift build --show-bin-path` of a package with a server: the folder it names is
  /// the one `swift build` fills (on Linux `.build/<triple>/debug`, not the `.build/debug` link).
  @Test func swiftBuildShowBinPathNamesTheProductsFolder() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/template-server"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: app) }
    try Data(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "App", targets: [.executableTarget(name: "template-server")])

      """.utf8
    ).write(to: app.appendingPathComponent("Package.swift"))
    try Data("print(1)\n".utf8).write(to: app.appendingPathComponent("Sources/template-server/main.swift"))
    let plan = try ServePlan.make(
      path: app.path, currentDirectory: app, port: 8080, db: nil, config: nil, passthrough: [])
    let printed = try ServeCommand.output(of: plan.binPathCommand)
    let executable = try plan.executable(binPathOutput: printed)
    #expect(executable.lastPathComponent == "template-server")
    #expect(
      executable.path.hasPrefix(app.standardizedFileURL.resolvingSymlinksInPath().path + "/.build/")
        || executable.path.hasPrefix(app.standardizedFileURL.path + "/.build/"), "\(executable.path)")
    #expect(executable.deletingLastPathComponent().lastPathComponent == "debug")
    #expect(throws: ServeError.self) {
      try ServeCommand.output(of: ["swift", "build", "--show-bin-path", "--package-path", "/nonexistent/keel-app"])
    }
  }

  @Test func theDefaultAppIsFoundFromAFolderInsideTheRepository() throws {
    try Self.withRepository { root in
      let nested = root.appendingPathComponent("Other/Sources/App")
      let plan = try ServePlan.make(
        path: nil, currentDirectory: nested, port: 8080, db: nil, config: nil, passthrough: [])
      #expect(plan.appDirectory == root.appendingPathComponent("Examples/TemplateApp"))
      #expect(plan.serverArguments == ["--port", "8080"])
    }
  }

  @Test func anExplicitPathIsRelativeToTheCurrentFolder() throws {
    try Self.withRepository { root in
      let plan = try ServePlan.make(
        path: "TemplateApp", currentDirectory: root.appendingPathComponent("Examples"), port: 1, db: nil,
        config: "server.json", passthrough: [])
      #expect(plan.appDirectory == root.appendingPathComponent("Examples/TemplateApp"))
      #expect(plan.serverArguments == ["--port", "1", "--config", "server.json"])
    }
  }

  @Test func aPathWithNoServerIsAClearError() throws {
    try Self.withRepository { root in
      let other = root.appendingPathComponent("Other")
      #expect(throws: ServeError.noServer(other.path)) {
        try ServePlan.make(path: other.path, currentDirectory: root, port: 8080, db: nil, config: nil, passthrough: [])
      }
      #expect(ServeError.noServer(other.path).description.contains("no development server in \(other.path)"))
      let missing = root.appendingPathComponent("Nowhere")
      #expect(throws: ServeError.noSuchFolder(missing.path)) {
        try ServePlan.make(path: "Nowhere", currentDirectory: root, port: 8080, db: nil, config: nil, passthrough: [])
      }
    }
  }

  @Test func runningAgainstAFolderWithoutAServerFailsBeforeBuilding() async throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("serve-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let command = try ServeCommand.parse(["--path", empty.path])
    await #expect(throws: ServeError.noServer(empty.standardizedFileURL.path)) { try await command.run() }
  }

  // MARK: - The built command as a process

  /// `keel serve` as a user runs it, with a stand-in `swift` first on `PATH`: it records how it
  /// was asked to build and "builds" a template-server script that records how it was run and
  /// its process id. `failBuildWith` makes the stand-in build fail with that status.
  static func runKeelServe(
    extraArguments: [String], failBuildWith status: Int32? = nil
  ) throws -> (process: Process, stderr: String, records: URL, app: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-run-\(UUID().uuidString)")
    let app = root.appendingPathComponent("App")
    let bin = root.appendingPathComponent("bin")
    let records = root.appendingPathComponent("records")
    for folder in [app.appendingPathComponent("Sources/template-server"), bin, records] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data("// swift-tools-version: 6.2\n".utf8).write(to: app.appendingPathComponent("Package.swift"))
    let fakeSwift = bin.appendingPathComponent("swift")
    // Products go to a folder only `--show-bin-path` names (not `.build/debug`), as with a
    // scratch path or a triple folder.
    let products = root.appendingPathComponent("products/debug")
    try Data(
      """
      #!/bin/sh
      if [ "$2" = "--show-bin-path" ]; then echo "$*" > "\(records.path)/bin-path"; echo "\(products.path)"; exit 0; fi
      echo "$*" > "\(records.path)/build"
      \(status.map { "exit \($0)" } ?? "")
      mkdir -p "\(products.path)"
      server="\(products.path)/template-server"
      printf '#!/bin/sh\\necho "$*" > "%s/server"\\necho $$ > "%s/server-pid"\\n' \\
        "\(records.path)" "\(records.path)" > "$server"
      chmod +x "$server"

      """.utf8
    ).write(to: fakeSwift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeSwift.path)

    let process = Process()
    process.executableURL = try keelExecutable()
    process.arguments = ["serve", "--path", app.path] + extraArguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    process.currentDirectoryURL = root
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process, String(decoding: output, as: UTF8.self), records, app.standardizedFileURL)
  }

  /// The `keel` executable built with these tests (`swift build --build-tests` builds it).
  static func keelExecutable() throws -> URL {
    let toolsBuild = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/keel")
    let nextToTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("keel")
    for candidate in [nextToTests, toolsBuild] where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw ServeError.cannotRun("keel", "not built next to the tests; run swift build --build-tests in Tools")
  }

  static func record(_ name: String, in records: URL) throws -> String {
    try String(contentsOf: records.appendingPathComponent(name), encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func servingBuildsTheServerThenBecomesIt() throws {
    let run = try Self.runKeelServe(extraArguments: ["--port", "0", "--", "--status", "web"])
    defer { try? FileManager.default.removeItem(at: run.records.deletingLastPathComponent()) }

    #expect(run.process.terminationStatus == 0, "\(run.stderr)")
    let build = try Self.record("build", in: run.records)
    #expect(build == "build --product template-server --package-path \(run.app.path)")
    #expect(try Self.record("bin-path", in: run.records) == "build --show-bin-path --package-path \(run.app.path)")
    #expect(try Self.record("server", in: run.records) == "--port 0 --status web")
    // The server ran in keel's own process (exec), so signals sent to keel reach the server.
    #expect(try Self.record("server-pid", in: run.records) == String(run.process.processIdentifier))
    #expect(run.stderr.contains("keel serve: building template-server in \(run.app.path)"))
    #expect(run.stderr.contains("keel serve: dashboard at /_dev on the port the server prints"), "\(run.stderr)")
  }

  @Test func aFailedBuildExitsWithTheBuildsStatusAndRunsNothing() throws {
    let run = try Self.runKeelServe(extraArguments: [], failBuildWith: 3)
    defer { try? FileManager.default.removeItem(at: run.records.deletingLastPathComponent()) }

    #expect(run.process.terminationStatus == 3)
    #expect(run.stderr.contains("keel serve: building template-server failed (exit status 3)"))
    #expect(!FileManager.default.fileExists(atPath: run.records.appendingPathComponent("server").path))
  }
}
