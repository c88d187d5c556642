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
      #expect(plan.executable == app.appendingPathComponent(".build/debug/template-server"))
      #expect(plan.serverArguments == ["--port", "0", "--db", "data/dev.sqlite", "--status", "web"])
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
}
