import Foundation
import Testing

@testable import AppScaffold

/// Every refusal of `keel new` names the problem and leaves the folder exactly as it was.
@Suite struct BadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let request: @Sendable (URL) -> NewAppRequest
    let expected: @Sendable (URL) -> ScaffoldError
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "not an identifier", request: { NewAppRequest(name: "My-App", kit: .local($0)) },
      expected: { _ in .notAnIdentifier("My-App") }),
    Case(
      label: "keyword", request: { NewAppRequest(name: "protocol", kit: .local($0)) },
      expected: { _ in .keyword("protocol") }),
    Case(
      label: "kit module", request: { NewAppRequest(name: "KeelNetwork", kit: .local($0)) },
      expected: { _ in .clashesWithModule("KeelNetwork", "the kit") }),
    Case(
      label: "template module", request: { NewAppRequest(name: "AppServices", kit: .local($0)) },
      expected: { _ in .clashesWithModule("AppServices", "the reference app") }),
    Case(
      label: "bundle id", request: { NewAppRequest(name: "Acme", bundleID: "acme", kit: .local($0)) },
      expected: { _ in .malformedBundleID("acme") }),
    Case(
      label: "scheme", request: { NewAppRequest(name: "Acme", scheme: "ac me", kit: .local($0)) },
      expected: { _ in .malformedScheme("ac me", "only letters, digits, +, - and . are allowed") }),
    Case(
      label: "not a kit", request: { NewAppRequest(name: "Acme", kit: .local($0.appendingPathComponent("nowhere"))) },
      expected: { .kitNotFound($0.appendingPathComponent("nowhere").path, "Package.swift") }),
  ]

  @Test(arguments: cases)
  func refusedInputWritesNothing(_ input: Case) throws {
    let folder = try ScaffoldFixtures.temporaryFolder("bad")
    defer { try? FileManager.default.removeItem(at: folder) }
    let work = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    #expect(throws: input.expected(ScaffoldFixtures.kitRoot)) {
      try AppScaffolder(currentDirectory: work).create(input.request(ScaffoldFixtures.kitRoot))
    }
    #expect(ScaffoldFixtures.contents(of: work).isEmpty)
  }

  @Test func aNonEmptyOutputFolderIsLeftAlone() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("nonempty")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Acme")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
    #expect(throws: ScaffoldError.outputNotEmpty(output.path)) {
      try AppScaffolder(currentDirectory: folder).create(
        NewAppRequest(name: "Acme", kit: .local(ScaffoldFixtures.kitRoot)))
    }
    #expect(ScaffoldFixtures.contents(of: folder) == ["Acme"])
    #expect(ScaffoldFixtures.contents(of: output) == ["notes.txt"])
    #expect(try ScaffoldFixtures.read(output, "notes.txt") == "mine")
  }

  /// A failure after copying has begun (here: a template whose manifest lost the kit
  /// dependency) removes the half-built app: only the kit remains.
  @Test func aFailureWhileBuildingRemovesTheStagingFolder() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("late")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try ScaffoldFixtures.copyOfKit(in: folder)
    let manifest = kit.appendingPathComponent("Examples/TemplateApp/Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(text.replacingOccurrences(of: ".package(name: \"Keel\", path: \"../..\"),", with: "").utf8).write(
      to: manifest)
    #expect(throws: ScaffoldError.manifestRewrite("no .package(name: \"Keel\", path: …) dependency found")) {
      try AppScaffolder(currentDirectory: folder).create(NewAppRequest(name: "Acme", kit: .local(kit)))
    }
    #expect(ScaffoldFixtures.contents(of: folder) == ["kit"])
  }

  /// Folders the output needed (`--output new/place/Acme`) are removed with the half-built app.
  @Test func foldersMadeForTheOutputGoWhenItFails() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("late-nested")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try ScaffoldFixtures.copyOfKit(in: folder)
    try Data("// swift-tools-version: 6.2\n".utf8).write(
      to: kit.appendingPathComponent("Examples/TemplateApp/Package.swift"))
    #expect(throws: ScaffoldError.self) {
      try AppScaffolder(currentDirectory: folder).create(
        NewAppRequest(name: "Acme", output: "new/place/Acme", kit: .local(kit)))
    }
    #expect(ScaffoldFixtures.contents(of: folder) == ["kit"])
  }

  @Test func aGitURLNeedsAVersionAndAPathTakesNone() {
    let here = URL(fileURLWithPath: "/tmp")
    #expect(throws: ScaffoldError.kitVersionMissing("https://example.com/keel.git")) {
      try KitSource.parse(kit: "https://example.com/keel.git", version: nil, currentDirectory: here)
    }
    #expect(throws: ScaffoldError.kitVersionWithPath("../keel")) {
      try KitSource.parse(kit: "../keel", version: "1.0.0", currentDirectory: here)
    }
    #expect(
      (try? KitSource.parse(kit: "git@example.com:org/keel", version: "2.0.0", currentDirectory: here))
        == .git(url: "git@example.com:org/keel", version: "2.0.0"))
    #expect(
      (try? KitSource.parse(kit: "keel", version: nil, currentDirectory: here))
        == .local(URL(fileURLWithPath: "/tmp/keel")))
  }
}
