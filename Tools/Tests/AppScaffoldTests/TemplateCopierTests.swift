import Foundation
import Testing

@testable import AppScaffold

/// The copier on real folders: a symbolic link to shared kit code is copied as what it points
/// to (the new app has no kit beside it); a link that would copy the template into itself is refused.
@Suite struct TemplateCopierTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("template-copier-\(UUID().uuidString)")
  let copier: TemplateCopier

  init() throws {
    copier = TemplateCopier(
      renaming: TemplateRenaming(
        identity: try AppIdentity(
          name: "AcmeShop", bundleID: "com.acme.shop", scheme: "acme", displayName: "Acme", reservedModules: [:])),
      fileManager: .default)
  }

  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func aLinkToSharedKitCodeIsCopiedAsRealFiles() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("struct Row {} // TemplateApp\n", to: "kit/Benchmarks/Support/Row.swift")
    try write("// TemplateApp\n", to: "kit/Examples/TemplateApp/Package.swift")
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("kit/Examples/TemplateApp/BenchmarkSupport").path,
      withDestinationPath: "../../Benchmarks/Support")
    let output = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

    let written = try copier.copy(from: root.appendingPathComponent("kit/Examples/TemplateApp"), to: output)

    #expect(written == ["BenchmarkSupport/Row.swift", "Package.swift"])
    let copied = output.appendingPathComponent("BenchmarkSupport")
    #expect(
      try FileManager.default.attributesOfItem(atPath: copied.path)[.type] as? FileAttributeType == .typeDirectory)
    #expect(
      try String(contentsOf: copied.appendingPathComponent("Row.swift"), encoding: .utf8)
        == "struct Row {} // AcmeShop\n")
  }

  @Test func aLinkToAFolderHoldingTheTemplateIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("// TemplateApp\n", to: "kit/Examples/TemplateApp/Package.swift")
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("kit/Examples/TemplateApp/Everything").path, withDestinationPath: "../..")
    let output = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

    #expect(throws: ScaffoldError.self) {
      try copier.copy(from: root.appendingPathComponent("kit/Examples/TemplateApp"), to: output)
    }
  }
}
