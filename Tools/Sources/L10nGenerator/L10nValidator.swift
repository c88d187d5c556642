import KeelLocalization

/// One key ready for generation: validated in every language.
public struct L10nString: Sendable, Hashable {
  public let key: String
  /// The Swift names of its groups (enums), then of the member (see ``SwiftIdentifier``).
  public let path: [String]
  /// The base-language text (the `other` form of a plural), for the doc comment.
  public let baseText: String
  /// Forms chosen by a count: a plural, or a String Catalog string with substitutions.
  public let isPlural: Bool
  /// The argument kinds, by position 1...n.
  public let arguments: [FormatPlaceholder.Kind]
}

/// Checks resources before generation.
///
/// Errors (generation stops, in every mode): a file that does not parse, placeholders of a
/// translation that differ from the base language in count, type or position (reported at the
/// translation's `file:line`), no base language. Two keys with one Swift name both generate
/// (the later gets a suffix hashed from its key) with a note, an error with `strict`.
/// Warnings (errors with `strict`): a key missing from a language (iOS shows the base text), a
/// key only other languages have, a key defined twice (the last definition wins, as on iOS),
/// what Apple's parser silently skips. Notes: other tables, which are not generated.
public enum L10nValidator {
  public static func validate(
    _ resources: LocalizationResources, strict: Bool = false, table: String = "Localizable"
  ) -> (strings: [L10nString], diagnostics: [L10nDiagnostic]) {
    let base = resources.baseLanguage
    let warning: L10nDiagnostic.Severity = strict ? .error : .warning
    var diagnostics = resources.warnings.map { L10nDiagnostic($0, severity: warning) }
    if !resources.otherTables.isEmpty {
      let names = resources.otherTables.map { "\($0).strings" }.joined(separator: ", ")
      diagnostics.append(
        L10nDiagnostic(
          "not generated: \(names) (only the \(table) table is; generate another with --table NAME)",
          file: resources.directory.path, line: 1, severity: .note))
    }
    guard let baseEntries = resources.tables[base], !baseEntries.isEmpty else {
      let found = resources.tables.keys.sorted().joined(separator: ", ")
      diagnostics.append(
        L10nDiagnostic(
          "no strings in the base language '\(base)' (languages found: \(found.isEmpty ? "none" : found))",
          file: resources.directory.path, line: 1))
      return ([], diagnostics.sorted())
    }
    let tables = lastDefinitions(resources, severity: warning, diagnostics: &diagnostics)
    let baseTable = tables[base] ?? [:]
    diagnostics += missingAndExtraKeys(tables, resources: resources, severity: warning)
    let paths = memberPaths(baseTable, severity: strict ? .error : .note, diagnostics: &diagnostics)
    let strings = baseTable.keys.sorted().compactMap { key -> L10nString? in
      guard let path = paths[key] else { return nil }
      return validatedString(key, path: path, tables: tables, resources: resources, diagnostics: &diagnostics)
    }
    return (strings, diagnostics.sorted())
  }

  /// Every language's entries by key, the last definition winning as on iOS; earlier ones in
  /// another file of the language are reported here (StringsParser's warnings already name a key
  /// given twice in one file, with both lines).
  private static func lastDefinitions(
    _ resources: LocalizationResources, severity: L10nDiagnostic.Severity, diagnostics: inout [L10nDiagnostic]
  ) -> [String: [String: LocalizedEntry]] {
    var tables: [String: [String: LocalizedEntry]] = [:]
    for language in resources.languages {
      var seen: [String: LocalizedEntry] = [:]
      for entry in resources.tables[language] ?? [] {
        if let earlier = seen[entry.key], earlier.location.file != entry.location.file {
          diagnostics.append(
            L10nDiagnostic(
              "duplicate key '\(entry.key)' in \(language): this definition replaces the one at "
                + "\(earlier.location.file):\(earlier.location.line), as on iOS",
              at: entry.location, severity: severity))
        }
        seen[entry.key] = entry
      }
      tables[language] = seen
    }
    return tables
  }

  /// Keys of the base language missing elsewhere (not those marked not to be translated), and
  /// keys only other languages have.
  private static func missingAndExtraKeys(
    _ tables: [String: [String: LocalizedEntry]], resources: LocalizationResources, severity: L10nDiagnostic.Severity
  ) -> [L10nDiagnostic] {
    let base = resources.baseLanguage
    let baseTable = tables[base] ?? [:]
    var diagnostics: [L10nDiagnostic] = []
    for language in resources.languages where language != base {
      let table = tables[language] ?? [:]
      for (key, entry) in baseTable.sorted(by: { $0.key < $1.key })
      where table[key] == nil && !resources.untranslatableKeys.contains(key) {
        // The file the translation belongs in: the same table in the language's .lproj, or the catalog.
        let file = entry.location.file.replacingOccurrences(of: "/\(base).lproj/", with: "/\(language).lproj/")
        diagnostics.append(
          L10nDiagnostic(
            "key '\(key)' is missing in \(language) (\(file)); iOS shows the \(base) text", at: entry.location,
            severity: severity))
      }
      for (key, entry) in table.sorted(by: { $0.key < $1.key }) where baseTable[key] == nil {
        diagnostics.append(
          L10nDiagnostic(
            "key '\(key)' is not in the base language \(base); it is not generated", at: entry.location,
            severity: severity))
      }
    }
    return diagnostics
  }

  /// Every key's Swift path. A key that is also a group of keys (`"a"` and `"a.b"`) becomes the
  /// member `value` of that group (`L10n.a.value`). Of two keys with one path, the later in key
  /// order gets `_` and ``stableHash(_:)`` of its key appended, reported with `severity`.
  private static func memberPaths(
    _ baseTable: [String: LocalizedEntry], severity: L10nDiagnostic.Severity, diagnostics: inout [L10nDiagnostic]
  ) -> [String: [String]] {
    var paths = baseTable.keys.reduce(into: [String: [String]]()) { $0[$1] = SwiftIdentifier.path(for: $1) }
    let groups = Set(paths.values.flatMap { path in (1..<max(path.count, 1)).map { Array(path[..<$0]) } })
    for (key, path) in paths where groups.contains(path) { paths[key] = path + ["value"] }
    var owners: [[String]: String] = [:]
    // The first key in key order keeps the plain name; a later key with the same name gets a
    // suffix from a hash of the key itself, so adding an unrelated key never renames one.
    for key in baseTable.keys.sorted() {
      let path = paths[key]!
      guard let other = owners[path] else {
        owners[path] = key
        continue
      }
      let renamed = Array(path.dropLast()) + [path.last! + "_" + stableHash(key)]
      let name = (["L10n"] + path).joined(separator: ".")
      if let third = owners[renamed] {
        diagnostics.append(
          L10nDiagnostic(
            "keys '\(third)' and '\(key)' both become \(name); rename one (not generated)",
            at: baseTable[key]!.location))
        paths[key] = nil
        continue
      }
      owners[renamed] = key
      paths[key] = renamed
      diagnostics.append(
        L10nDiagnostic(
          "keys '\(other)' and '\(key)' both become \(name); '\(key)' is "
            + (["L10n"] + renamed).joined(separator: "."),
          at: baseTable[key]!.location, severity: severity))
    }
    return paths
  }

  /// FNV-1a (32 bits) of the key's UTF-8, in hex: the same on every machine and run, unlike
  /// `hashValue`.
  static func stableHash(_ key: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// The key ready for generation, or nil (reported) when its placeholders are inconsistent:
  /// each language must take the same arguments as the base language.
  private static func validatedString(
    _ key: String, path: [String], tables: [String: [String: LocalizedEntry]], resources: LocalizationResources,
    diagnostics: inout [L10nDiagnostic]
  ) -> L10nString? {
    let base = resources.baseLanguage
    guard let entry = tables[base]?[key] else { return nil }
    guard let baseKinds = argumentKinds(of: entry.value).map({ withPluralCounts($0, entry.value) }) else {
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
    // A key whose base text has no placeholders is never formatted (a constant, or a plural
    // chosen by a count), so a `%` in a translation ("100%-osan", "%-tal") is text, not checked.
    for language in tables.keys.sorted() where language != base && !baseKinds.isEmpty {
      guard let other = tables[language]?[key] else { continue }
      if let problem = placeholderProblem(
        base: baseKinds, baseIsPlural: isPlural(entry.value), baseLanguage: base, other: other.value,
        language: language)
      {
        diagnostics.append(L10nDiagnostic("key '\(key)': \(problem)", at: other.location))
        consistent = false
      }
    }
    guard consistent else { return nil }
    return L10nString(
      key: key, path: path, baseText: entry.value.representativeText, isPlural: isPlural(entry.value),
      arguments: positions.compactMap { baseKinds[$0] })
  }

  /// Argument kinds by position over every form of a value; `nil` on a conflict. In a string
  /// with substitutions, each `%#@name@` stands for its substitution's argument, whose kind is
  /// its `formatSpecifier`'s (`lld`: `Int`) whether or not its forms write it (`"one": "a
  /// file"`); the forms' own placeholders are checked too.
  static func argumentKinds(of value: LocalizedValue) -> [Int: FormatPlaceholder.Kind]? {
    var kinds: [Int: FormatPlaceholder.Kind] = [:]
    let texts: [String]
    switch value {
    case .text(let text): texts = [text]
    case .plural(let forms): texts = forms.keys.sorted().map { forms[$0]! }
    case .substituted(let format, let substitutions):
      guard let formatKinds = FormatString(format).argumentKinds else { return nil }
      kinds = formatKinds
      // `%#@name@` reads as an object placeholder; its argument is the substitution's.
      for position in XCStringsReader.impliedArguments(of: format).values { kinds[position] = nil }
      texts =
        substitutions.map(\.placeholder)
        + substitutions.flatMap { substitution in substitution.forms.keys.sorted().map { substitution.forms[$0]! } }
    }
    for text in texts where text.utf8.contains(UInt8(ascii: "%")) {
      guard let formKinds = FormatString(text).argumentKinds else { return nil }
      for (position, kind) in formKinds {
        if let existing = kinds[position], existing != kind { return nil }
        kinds[position] = kind
      }
    }
    return kinds
  }

  /// Forms chosen by a count: a plural, or a string with substitutions.
  private static func isPlural(_ value: LocalizedValue) -> Bool {
    switch value {
    case .text: false
    case .plural, .substituted: true
    }
  }

  /// A plural's texts may leave out its count ("%2$@ followers" chooses its form by argument 1,
  /// as Apple's runtime does): a position no text uses, before the last used one, is that
  /// count, an `Int`.
  static func withPluralCounts(
    _ kinds: [Int: FormatPlaceholder.Kind], _ value: LocalizedValue
  ) -> [Int: FormatPlaceholder.Kind] {
    guard case .plural = value, let last = kinds.keys.max() else { return kinds }
    var filled = kinds
    for position in 1...last where filled[position] == nil { filled[position] = .signedInteger }
    return filled
  }

  private static func placeholderProblem(
    base: [Int: FormatPlaceholder.Kind], baseIsPlural: Bool, baseLanguage: String, other value: LocalizedValue,
    language: String
  ) -> String? {
    // A language without plural forms may translate a plural with one text that leaves out the
    // count ("팔로워 %2$@명" for "%2$@ followers"): its gaps are the count too.
    let countsFilled: ([Int: FormatPlaceholder.Kind]) -> [Int: FormatPlaceholder.Kind] = { kinds in
      baseIsPlural ? withPluralCounts(kinds, .plural([:])) : withPluralCounts(kinds, value)
    }
    guard let kinds = argumentKinds(of: value).map(countsFilled) else {
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
