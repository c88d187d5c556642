import Foundation

/// The repository's real files for the scaffold's tests, and throwaway copies of the reference
/// app laid out as in the repository (the app under `Examples/TemplateApp`, `.keel-lint.json`
/// at the top, optionally the type-check harness with a mirror link into the app).
enum ScaffoldFixtures {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let templateApp = repository.appendingPathComponent("Examples/TemplateApp")
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func read(_ relative: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
  }

  static func fixture(_ name: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  /// A copy of the reference app (sources, tests, manifests; no build folders) in a new
  /// temporary folder; returns the top folder and the app folder.
  static func copyOfTemplateApp(withHarness: Bool = false) throws -> (top: URL, app: URL) {
    let manager = FileManager.default
    let top = manager.temporaryDirectory.appendingPathComponent("keel-scaffold-\(UUID().uuidString)")
    let app = top.appendingPathComponent("Examples/TemplateApp")
    try manager.createDirectory(at: app, withIntermediateDirectories: true)
    for entry in ["Package.swift", "project.yml", "Sources", "Tests"] {
      try manager.copyItem(at: templateApp.appendingPathComponent(entry), to: app.appendingPathComponent(entry))
    }
    try manager.copyItem(
      at: repository.appendingPathComponent(".keel-lint.json"), to: top.appendingPathComponent(".keel-lint.json"))
    if withHarness {
      let harness = top.appendingPathComponent("CI/SwiftUITypecheck")
      try manager.createDirectory(at: harness.appendingPathComponent("Mirrors"), withIntermediateDirectories: true)
      try manager.copyItem(
        at: repository.appendingPathComponent("CI/SwiftUITypecheck/Package.swift"),
        to: harness.appendingPathComponent("Package.swift"))
      for module in ["AppFeature", "ItemsFeature"] {
        try manager.createSymbolicLink(
          atPath: harness.appendingPathComponent("Mirrors/\(module)").path,
          withDestinationPath: "../../../Examples/TemplateApp/Sources/\(module)")
      }
    }
    return (top, app)
  }

  /// Every file and link under `folder` with its bytes (a link: its destination), to prove a
  /// refusal changed nothing.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    let manager = FileManager.default
    var files: [String: Data] = [:]
    let enumerator = manager.enumerator(atPath: folder.path)
    while let entry = enumerator?.nextObject() as? String {
      let path = folder.appendingPathComponent(entry).path
      if let destination = try? manager.destinationOfSymbolicLink(atPath: path) {
        files[entry] = Data(("link:" + destination).utf8)
        continue
      }
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
      files[entry] = isDirectory.boolValue ? Data("dir".utf8) : try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return files
  }
}
