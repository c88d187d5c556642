import KeelLocalization

/// One key ready for generation: validated in every language.
public struct L10nString: Sendable, Hashable {
  public let key: String
  /// The key split at dots: enum names, then the member name.
  public let path: [String]
  /// The base-language text (the `other` form of a plural), for the doc comment.
  public let baseText: String
  public let isPlural: Bool
  /// The argument kinds, by position 1...n.
  public let arguments: [FormatPlaceholder.Kind]
}

/// Checks resources before generation: every key in every language and no more, matching
/// placeholders, no duplicates, keys that can become Swift names.
public enum L10nValidator {
  /// Members `L10n` itself declares, which a top-level key must not hide.
  static let reservedTopLevel: Set<String> = ["format", "string", "localizer"]

  public static func validate(
    _ resources: LocalizationResources
  ) -> (strings: [L10nString], diagnostics: [L10nDiagnostic]) {
    let base = resources.baseLanguage
    guard let baseEntries = resources.tables[base], !baseEntries.isEmpty else {
      let found = resources.tables.keys.sorted().joined(separator: ", ")
      return (
        [],
        [
          L10nDiagnostic(
            "no strings in the base language '\(base)' (languages found: \(found.isEmpty ? "none" : found))",
            file: resources.directory.path, line: 1)
        ]
      )
    }
    var diagnostics: [L10nDiagnostic] = []
    let tables = firstDefinitions(resources, diagnostics: &diagnostics)
    let baseTable = tables[base] ?? [:]
    diagnostics += missingAndExtraKeys(tables, resources: resources)
    let invalidKeys = unusableKeys(baseTable, diagnostics: &diagnostics)
    let strings = baseTable.keys.sorted().filter { !invalidKeys.contains($0) }.compactMap { key in
      validatedString(key, tables: tables, resources: resources, diagnostics: &diagnostics)
    }
    return (strings, diagnostics.sorted())
  }

  /// Every language's entries by key, reporting duplicates; the first definition is the one
  /// kept for the other checks.
  private static func firstDefinitions(
    _ resources: LocalizationResources, diagnostics: inout [L10nDiagnostic]
  ) -> [String: [String: LocalizedEntry]] {
    var tables: [String: [String: LocalizedEntry]] = [:]
    for language in resources.languages {
      var seen: [String: LocalizedEntry] = [:]
      for entry in resources.tables[language] ?? [] {
        if let first = seen[entry.key] {
          diagnostics.append(
            L10nDiagnostic(
              "duplicate key '\(entry.key)' in \(language) "
                + "(first defined at \(first.location.file):\(first.location.line))",
              at: entry.location))
        } else {
          seen[entry.key] = entry
        }
      }
      tables[language] = seen
    }
    return tables
  }

  /// Keys of the base language missing elsewhere, and keys only other languages have.
  private static func missingAndExtraKeys(
    _ tables: [String: [String: LocalizedEntry]], resources: LocalizationResources
  ) -> [L10nDiagnostic] {
    let base = resources.baseLanguage
    let baseTable = tables[base] ?? [:]
    var diagnostics: [L10nDiagnostic] = []
    for language in resources.languages where language != base {
      let table = tables[language] ?? [:]
      let file = table.values.map(\.location.file).min() ?? "\(language).lproj/Localizable.strings"
      for (key, entry) in baseTable.sorted(by: { $0.key < $1.key }) where table[key] == nil {
        diagnostics.append(L10nDiagnostic("key '\(key)' is missing in \(language) (\(file))", at: entry.location))
      }
      for (key, entry) in table.sorted(by: { $0.key < $1.key }) where baseTable[key] == nil {
        diagnostics.append(L10nDiagnostic("key '\(key)' is not in the base language \(base)", at: entry.location))
      }
    }
    return diagnostics
  }

  /// Keys that cannot become Swift names: not identifiers, both a member and a group of keys, or
  /// hiding one of `L10n`'s own members.
  private static func unusableKeys(
    _ baseTable: [String: LocalizedEntry], diagnostics: inout [L10nDiagnostic]
  ) -> Set<String> {
    var invalidKeys = Set<String>()
    let groups = Set(
      baseTable.keys.flatMap { key in
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        return (1..<max(segments.count, 1)).map { segments[..<$0].joined(separator: ".") }
      })
    for (key, entry) in baseTable.sorted(by: { $0.key < $1.key }) {
      let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      let problem: String? =
        if let problem = segments.lazy.compactMap(SwiftIdentifier.problem(with:)).first {
          "key '\(key)' cannot become a Swift identifier: \(problem)"
        } else if groups.contains(key) {
          "key '\(key)' is both a string and a group of keys ('\(key).…'); rename one"
        } else if segments.count == 1, reservedTopLevel.contains(key) {
          "key '\(key)' would hide L10n.\(key); put it in a group (e.g. 'common.\(key)')"
        } else {
          nil
        }
      if let problem {
        diagnostics.append(L10nDiagnostic(problem, at: entry.location))
        invalidKeys.insert(key)
      }
    }
    return invalidKeys
  }

  /// The key ready for generation, or nil (reported) when its placeholders are inconsistent:
  /// each language must take the same arguments as the base language.
  private static func validatedString(
    _ key: String, tables: [String: [String: LocalizedEntry]], resources: LocalizationResources,
    diagnostics: inout [L10nDiagnostic]
  ) -> L10nString? {
    let base = resources.baseLanguage
    guard let entry = tables[base]?[key] else { return nil }
    guard let baseKinds = argumentKinds(of: entry.value) else {
      diagnostics.append(
        L10nDiagnostic("key '\(key)' uses one argument position with two different types", at: entry.location))
      return nil
    }
    let positions = baseKinds.keys.sorted()
    if let last = positions.last, let gap = (1...last).first(where: { baseKinds[$0] == nil }) {
      diagnostics.append(
        L10nDiagnostic(
          "key '\(key)' never uses argument \(gap) (positions must run from 1 to \(last))", at: entry.location))
      return nil
    }
    var consistent = true
    for language in resources.languages where language != base {
      guard let other = tables[language]?[key] else { continue }
      if let problem = placeholderProblem(base: baseKinds, baseLanguage: base, other: other.value, language: language) {
        diagnostics.append(L10nDiagnostic("key '\(key)': \(problem)", at: other.location))
        consistent = false
      }
    }
    guard consistent else { return nil }
    let isPlural: Bool
    if case .plural = entry.value { isPlural = true } else { isPlural = false }
    return L10nString(
      key: key, path: key.split(separator: ".").map(String.init), baseText: entry.value.representativeText,
      isPlural: isPlural, arguments: positions.compactMap { baseKinds[$0] })
  }

  /// Argument kinds by position over every form of a value; `nil` on a conflict.
  static func argumentKinds(of value: LocalizedValue) -> [Int: FormatPlaceholder.Kind]? {
    let texts: [String] =
      switch value {
      case .text(let text): [text]
      case .plural(let forms): forms.keys.sorted().map { forms[$0]! }
      }
    var kinds: [Int: FormatPlaceholder.Kind] = [:]
    for text in texts {
      guard let formKinds = FormatString(text).argumentKinds else { return nil }
      for (position, kind) in formKinds {
        if let existing = kinds[position], existing != kind { return nil }
        kinds[position] = kind
      }
    }
    return kinds
  }

  private static func placeholderProblem(
    base: [Int: FormatPlaceholder.Kind], baseLanguage: String, other value: LocalizedValue, language: String
  ) -> String? {
    guard let kinds = argumentKinds(of: value) else {
      return "\(language) uses one argument position with two different types"
    }
    if kinds.count != base.count {
      return
        "\(language) has \(kinds.count) placeholder(s) (\(describe(kinds))), "
        + "\(baseLanguage) has \(base.count) (\(describe(base)))"
    }
    for position in base.keys.sorted() {
      guard let kind = kinds[position] else {
        return
          "\(language) does not use argument \(position) (\(describe(kinds))), \(baseLanguage) does (\(describe(base)))"
      }
      if kind != base[position]! {
        return
          "argument \(position) is \(base[position]!.swiftType) in \(baseLanguage) but \(kind.swiftType) in \(language)"
      }
    }
    return nil
  }

  private static func describe(_ kinds: [Int: FormatPlaceholder.Kind]) -> String {
    kinds.isEmpty ? "none" : kinds.keys.sorted().map { "\($0): \(kinds[$0]!.swiftType)" }.joined(separator: ", ")
  }
}
