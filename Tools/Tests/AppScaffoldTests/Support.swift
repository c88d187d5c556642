import Foundation

/// The kit this test runs in (the repository root), and temporary folders for generated apps.
enum ScaffoldFixtures {
  static let kitRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .standardizedFileURL

  static func temporaryFolder(_ label: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "keel-new-tests-\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A kit to edit: the real kit's manifest, lint configuration, module folders (no sources) and
  /// the whole reference app, without build products.
  static func copyOfKit(in folder: URL) throws -> URL {
    let kit = folder.appendingPathComponent("kit", isDirectory: true)
    let files = FileManager.default
    try files.createDirectory(at: kit.appendingPathComponent("Examples"), withIntermediateDirectories: true)
    for file in ["Package.swift", ".keel-lint.json"] {
      try files.copyItem(at: kitRoot.appendingPathComponent(file), to: kit.appendingPathComponent(file))
    }
    for module in try files.contentsOfDirectory(atPath: kitRoot.appendingPathComponent("Sources").path) {
      let folder = kit.appendingPathComponent("Sources/\(module)")
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      // git keeps no empty folder (a test clones this kit).
      try Data().write(to: folder.appendingPathComponent(".keep"))
    }
    try copyWithoutBuildProducts(
      kitRoot.appendingPathComponent("Examples/TemplateApp"), to: kit.appendingPathComponent("Examples/TemplateApp"))
    return kit
  }

  private static func copyWithoutBuildProducts(_ source: URL, to target: URL) throws {
    let files = FileManager.default
    try files.createDirectory(at: target, withIntermediateDirectories: true)
    for name in try files.contentsOfDirectory(atPath: source.path)
    where !name.hasPrefix(".build") && name != "Package.resolved" && name != ".swiftpm" {
      let from = source.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = files.fileExists(atPath: from.path, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        try copyWithoutBuildProducts(from, to: target.appendingPathComponent(name))
      } else {
        try files.copyItem(at: from, to: target.appendingPathComponent(name))
      }
    }
  }

  static func read(_ folder: URL, _ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  /// A file's text, or nil for a binary file (the asset catalog's PNGs), which is not UTF-8.
  static func text(_ folder: URL, _ path: String) throws -> String? {
    String(data: try Data(contentsOf: folder.appendingPathComponent(path)), encoding: .utf8)
  }

  /// Whether a binary file of the app is the reference app's, byte for byte.
  static func isCopiedUnchanged(_ app: URL, _ path: String) throws -> Bool {
    let template = kitRoot.appendingPathComponent("Examples/TemplateApp").appendingPathComponent(path)
    return try Data(contentsOf: app.appendingPathComponent(path)) == Data(contentsOf: template)
  }

  static func contents(of folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
  }

  @discardableResult
  static func run(_ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
