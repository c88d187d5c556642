import Foundation
import L10nGenerator

/// The last steps of `keel new --minimal`, on the copied app: no source may still use a module
/// that was left out (the reference app's markers missed it: the error names the file, so the
/// template is fixed rather than the app), and `L10n.swift` is generated again from the strings
/// that remain, so no key only the samples used is left behind.
struct MinimalAppFinisher {
  static let localizationModule = "Sources/AppLocalization"

  let samples: SampleManifest
  let fileManager: FileManager

  func finish(_ app: URL) throws(ScaffoldError) {
    try requireNoUse(in: app)
    try regenerateL10n(in: app)
  }

  /// Every Swift file's imports, and the manifests' string literals, against the removed modules.
  private func requireNoUse(in app: URL) throws(ScaffoldError) {
    guard let enumerator = fileManager.enumerator(at: app, includingPropertiesForKeys: nil) else { return }
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(app.standardizedFileURL.path.count + 1))
      let isManifest = url.lastPathComponent == "Package.swift"
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let module = Self.modules(usedBy: line, isManifest: isManifest).first(where: samples.modules.contains)
        else { continue }
        throw .unreadableTemplate(
          "\(relative):\(index + 1)",
          "uses \(module), which --minimal leaves out; mark that code in the reference app with "
            + "'\(SampleMarkers.begin)' / '\(SampleMarkers.end)'")
      }
    }
  }

  /// The modules a line uses: the one it imports (`import X`, `@testable import X`,
  /// `import struct X.Y`), or, in a manifest, every quoted name.
  static func modules(usedBy line: Substring, isManifest: Bool) -> [String] {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    if let importIndex = words.firstIndex(of: "import"), words[..<importIndex].allSatisfy({ $0.hasPrefix("@") }) {
      var path = words[(importIndex + 1)...]
      let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      if path.count > 1, let kind = path.first, kinds.contains(kind) { path = path.dropFirst() }
      return path.first.map { [String($0.split(separator: ".").first ?? $0)] } ?? []
    }
    guard isManifest else { return [] }
    // Every other piece between quotes is a string literal's content.
    return line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  private func regenerateL10n(in app: URL) throws(ScaffoldError) {
    guard !samples.stringGroups.isEmpty else { return }
    let module = app.appendingPathComponent(Self.localizationModule)
    let output = module.appendingPathComponent("L10n.swift")
    guard let existing = try? String(contentsOf: output, encoding: .utf8) else {
      throw .unreadableTemplate(output.path, "--minimal regenerates it from the strings left, and it is missing")
    }
    let request = L10nGeneration.Request(
      resources: module.appendingPathComponent("Resources"), output: output,
      accessLevel: existing.contains("public enum L10n") ? "public" : "internal",
      bundle: existing.contains("Bundle.main") ? "main" : "module", strict: true)
    do {
      _ = try L10nGeneration.run(request)
    } catch {
      let first = error.diagnostics.first { $0.isError }.map(\.description) ?? error.description
      throw .unreadableTemplate(module.path, "the strings left by --minimal do not generate: \(first)")
    }
  }
}
