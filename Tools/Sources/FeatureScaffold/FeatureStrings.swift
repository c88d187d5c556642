import Foundation
import L10nGenerator

/// A feature's strings: one block per language appended to each `Localizable.strings` (under a
/// comment naming the feature, so parallel additions merge), and `L10n.swift` regenerated from
/// the result with the generator `keel gen l10n` uses, in a temporary copy of the resources.
enum FeatureStrings {
  /// The keys and texts of `language`; languages without texts here get the English ones
  /// (`keel gen l10n` accepts them, and a translator finds them by the block's comment).
  static func entries(_ name: FeatureName, tab: Bool, language: String) -> [(key: String, text: String)] {
    let title = name.displayName
    let prefix = name.lowerCamel
    let texts: [String: [String]] = [
      "en": ["Start building \(title) here.", "Done", "All done.", "Start Again"],
      "de": ["Hier entsteht \(title).", "Fertig", "Erledigt.", "Noch einmal"],
      "es": ["Aquí empieza \(title).", "Listo", "Todo listo.", "Empezar de nuevo"],
    ]
    let localized = texts[language.split(separator: "-").first.map(String.init) ?? language] ?? texts["en"]!
    var entries = [
      ("\(prefix).title", title), ("\(prefix).message", localized[0]), ("\(prefix).finish", localized[1]),
      ("\(prefix).finished", localized[2]), ("\(prefix).again", localized[3]),
    ]
    if tab { entries.append(("\(prefix).tab", title)) }
    return entries
  }

  /// `contents` with the feature's block at the end.
  static func appending(_ name: FeatureName, tab: Bool, language: String, to contents: String) -> String {
    var text = contents
    if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
    text += "\n// MARK: - \(name.displayName) (keel add feature)\n\n"
    for (key, value) in entries(name, tab: tab, language: language) {
      text += "\"\(key)\" = \"\(escaped(value))\";\n"
    }
    return text
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// The `L10n.swift` the generator writes for `files` (language folder name → new
  /// `Localizable.strings`), given the existing resources folder and generated file. The
  /// generator runs in a temporary folder, so nothing in the app changes until every edit is
  /// ready.
  static func regeneratedL10n(
    resources: URL, existingL10n: String, files: [String: String]
  ) throws(ScaffoldError) -> String {
    let manager = FileManager.default
    let scratch = manager.temporaryDirectory.appendingPathComponent("keel-add-feature-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: scratch) }
    let copy = scratch.appendingPathComponent(resources.lastPathComponent)
    let output = scratch.appendingPathComponent("L10n.swift")
    do {
      try manager.createDirectory(at: copy, withIntermediateDirectories: true)
      for entry in try manager.contentsOfDirectory(atPath: resources.path) where entry.hasSuffix(".xcstrings") {
        try manager.copyItem(at: resources.appendingPathComponent(entry), to: copy.appendingPathComponent(entry))
      }
      for (folder, contents) in files {
        let directory = copy.appendingPathComponent(folder)
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: directory.appendingPathComponent("Localizable.strings"))
      }
    } catch {
      throw ScaffoldError("cannot prepare the strings in \(scratch.path): \(error.localizedDescription)")
    }
    let accessLevel = existingL10n.contains("public enum L10n") ? "public" : "internal"
    let bundle = existingL10n.contains("Bundle.main") ? "main" : "module"
    let request = L10nGeneration.Request(
      resources: copy, output: output, accessLevel: accessLevel, bundle: bundle, strict: false)
    do {
      _ = try L10nGeneration.run(request)
      return try String(contentsOf: output, encoding: .utf8)
    } catch let failure as L10nGeneration.Failure {
      let first = failure.diagnostics.first { $0.isError }.map(\.description) ?? failure.description
      throw ScaffoldError("the strings do not generate: \(first)")
    } catch {
      throw ScaffoldError("cannot read the generated L10n.swift: \(error.localizedDescription)")
    }
  }
}
