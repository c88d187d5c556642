import Foundation
import KeelLocalization
import Testing

@testable import L10nGenerator

@Suite struct L10nCodeGeneratorTests {
  static func generated(bundle: String = "module", access: String = "internal") throws -> String {
    let resources = try LocalizationResources.load(
      directory: L10nGenerationTests.fixtures.appendingPathComponent("valid"))
    let (strings, diagnostics) = L10nValidator.validate(resources)
    #expect(diagnostics.isEmpty)
    return L10nCodeGenerator.generate(
      strings,
      options: .init(
        accessLevel: access, baseLanguage: "en", languages: resources.languages, bundle: bundle,
        bundleSubdirectory: "Resources"))
  }

  @Test func nestedEnumsConstantsOnBothSidesAndTypedFunctions() throws {
    let code = try Self.generated()
    #expect(code.contains("enum L10n {"))
    #expect(code.contains("  enum greeting {\n    /// Hello, %@!\n    static func named(_ p1: String) -> String {"))
    #expect(code.contains("static func summary(_ p1: String, _ p2: Double, _ p3: String) -> String {"))
    #expect(code.contains("L10n.localizer.string(\"transfer.summary\", arguments: [p1, p2, p3])"))
    // The plural's only argument is its count.
    #expect(code.contains("/// %lld items\n    static func count(_ p1: Int) -> String {"))
    // Constants: LocalizedStringKey with SwiftUI, String without.
    #expect(code.contains("static var ok: LocalizedStringKey { LocalizedStringKey(\"common.ok\") }"))
    #expect(code.contains("static var ok: String { L10n.localizer.string(\"common.ok\") }"))
    #expect(code.contains("extension L10n {\n    /// Welcome\n    static var welcome: LocalizedStringKey"))
    #expect(code.contains("var string: String {"))
  }

  @Test func keywordsAreEscapedAndMultiLineTextsAreDocComments() throws {
    let code = try Self.generated()
    #expect(code.contains("static var `default`: String { L10n.localizer.string(\"common.default\") }"))
    #expect(code.contains("/// First line\n    /// second line\n    static var line: String"))
  }

  @Test func publicAccessAndMainBundle() throws {
    let code = try Self.generated(bundle: "main", access: "public")
    #expect(code.contains("public static let localizer = Localizer.bundled(in: .main, subdirectory: \"Resources\""))
    #expect(code.contains("public static func format(_ format: String, _ arguments: any LocalizationArgument...)"))
    #expect(code.contains("public enum common {"))
  }

  @Test func outputIsDeterministic() throws {
    let runs = try (0..<3).map { _ in try Self.generated() }
    #expect(Set(runs).count == 1)
  }

  @Test func literalsEscapeQuotesAndBackslashes() {
    #expect(L10nCodeGenerator.literal("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"")
  }

  /// The generated file compiles: type-checked by swiftc against the KeelLocalization module
  /// this package just built (the Linux side; the SwiftUI side is compiled by the harness).
  @Test func theGeneratedFileTypeChecksOnLinux() throws {
    let modules = try #require(Self.modulesDirectory(), "built KeelLocalization module not found")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-tc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("L10n.swift")
    let usage = directory.appendingPathComponent("Usage.swift")
    try Data(try Self.generated(bundle: "main").utf8).write(to: source)
    try Data(
      """
      func use() -> [String] {
        [
          L10n.common.ok, L10n.common.default, L10n.welcome, L10n.multi.line, L10n.greeting.named("Ada"),
          L10n.transfer.summary("Ada", 2.5, "Bob"), L10n.items.count(3), L10n.format("%@ %d", "a", 1),
        ]
      }
      """.utf8
    ).write(to: usage)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, source.path, usage.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
    #expect(!output.contains("warning:"), "\(output)")
  }

  static func modulesDirectory() -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let modules = directory.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("KeelLocalization.swiftmodule").path) {
        return modules
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }
}

extension L10nCodeGeneratorTests {
  @Test func namesAreInNaturalOrder() {
    let names = ["message10", "message2", "message1", "a", "message1b", "b2"]
    #expect(
      names.sorted(by: L10nCodeGenerator.naturalOrder) == ["a", "b2", "message1", "message1b", "message2", "message10"])
  }
}
