import Foundation

/// Reads a String Catalog (`.xcstrings`, the JSON Xcode 15+ writes) into one table per
/// language.
///
/// Supported: `stringUnit` values, `variations.plural` (zero/one/two/few/many/other), and
/// `variations.device`, read as the `other` variant (the one Apple uses where no device
/// matches; Keel's runtime has no device), else `iphone`. A key with no localization in the
/// source language stands for itself, as in Xcode; `"shouldTranslate": false` keys are listed in
/// ``Catalog/untranslatableKeys`` (other languages need not have them). Extraction and
/// translation states (`stale`, `extracted_with_value`, `new`, `needs_review`…) change nothing:
/// Xcode builds every value into the app, so Keel reads every value.
///
/// Substitutions (`"%#@files@ in %#@folders@"`, each with its own plural variations and
/// `argNum`/`formatSpecifier`) become a ``LocalizedValue/substituted(format:substitutions:)``
/// value: each substitution's forms with `%arg` written as its positional placeholder
/// (`%1$lld`), so the generated function takes typed arguments, and at run time each
/// substitution chooses its form by its own argument, as Apple's runtime does. A substitution
/// without `argNum` takes the argument its `%#@name@` stands at (each takes the next one,
/// counting the text's other placeholders, as in a stringsdict); without `formatSpecifier`, `lld`.
///
/// JSON carries no line numbers, so each key's line is found by
/// scanning the text for the key's own line (`"key" : {` at the nesting level Xcode writes);
/// keys that occur twice there are reported as duplicates.
public enum XCStringsReader {
  /// What one `.xcstrings` file holds.
  public struct Catalog: Sendable {
    /// The catalog's source language.
    public let sourceLanguage: String
    /// Entries by language, in key order.
    public let tables: [String: [LocalizedEntry]]
    /// Keys marked `"shouldTranslate": false`.
    public let untranslatableKeys: Set<String>
    /// What the catalog holds that Keel reads differently from Apple (none today: every
    /// substitution now chooses its own form).
    public let warnings: [LocalizationDiagnostic]
  }

  /// Reads the `.xcstrings` JSON `data`, named `file` in diagnostics; throws the errors found.
  public static func read(_ data: Data, file: String) throws(LocalizationLoadError) -> Catalog {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch {
      throw LocalizationLoadError([
        LocalizationDiagnostic(
          "not a valid String Catalog: \(describe(error))", at: SourceLocation(file: file, line: 1))
      ])
    }
    let (lines, duplicates) = keyLines(in: data)
    var diagnostics: [LocalizationDiagnostic] = duplicates.map { key, line in
      LocalizationDiagnostic(
        "duplicate key \"\(key)\" (first defined at line \(lines[key] ?? 1))",
        at: SourceLocation(file: file, line: line))
    }
    var tables: [String: [LocalizedEntry]] = [:]
    var untranslatable = Set<String>()
    for key in document.strings.keys.sorted() {
      let entry = document.strings[key]!
      if entry.shouldTranslate == false { untranslatable.insert(key) }
      let location = SourceLocation(file: file, line: lines[key] ?? 1)
      let localizations = entry.localizations ?? [:]
      if localizations[document.sourceLanguage] == nil {
        tables[document.sourceLanguage, default: []].append(
          LocalizedEntry(key: key, value: .text(key), location: location, comment: entry.comment))
      }
      for (language, localization) in localizations.sorted(by: { $0.key < $1.key }) {
        do throws(LocalizationDiagnostic) {
          let value: LocalizedValue
          if let substitutions = localization.substitutions, !substitutions.isEmpty {
            value = try substituted(localization, substitutions, key: key, language: language, location: location)
          } else {
            value = try Self.value(of: localization, key: key, language: language, location: location)
          }
          tables[language, default: []].append(
            LocalizedEntry(key: key, value: value, location: location, comment: entry.comment))
        } catch {
          diagnostics.append(error)
        }
      }
    }
    guard diagnostics.isEmpty else { throw LocalizationLoadError(diagnostics.sorted { $0.location < $1.location }) }
    return Catalog(
      sourceLanguage: document.sourceLanguage, tables: tables, untranslatableKeys: untranslatable, warnings: [])
  }

  /// A string with substitutions (see the type's comment).
  private static func substituted(
    _ localization: Localization, _ substitutions: [String: Substitution], key: String, language: String,
    location: SourceLocation
  ) throws(LocalizationDiagnostic) -> LocalizedValue {
    guard let text = localization.stringUnit?.value else {
      throw LocalizationDiagnostic("\"\(key)\" (\(language)) has substitutions but no stringUnit", at: location)
    }
    let implied = impliedArguments(of: text)
    var result: [LocalizedSubstitution] = []
    for (name, substitution) in substitutions {
      let argument = substitution.argNum ?? implied[name] ?? 1
      guard argument >= 1 else {
        throw LocalizationDiagnostic(
          "\"\(key)\" (\(language)) substitution \"\(name)\" has argNum \(argument); arguments count from 1",
          at: location)
      }
      let specifier = substitution.formatSpecifier ?? "lld"
      let placeholder = "%\(argument)$\(specifier)"
      guard let variations = substitution.variations else {
        throw LocalizationDiagnostic(
          "\"\(key)\" (\(language)) substitution \"\(name)\" has no variations", at: location)
      }
      let value = try Self.value(
        of: Localization(stringUnit: nil, variations: variations, substitutions: nil), key: key, language: language,
        location: location)
      let forms: [PluralCategory: String] =
        switch value {
        case .plural(let categories): categories.mapValues { replacing("%arg", with: placeholder, in: $0) }
        case .text(let form): [.other: replacing("%arg", with: placeholder, in: form)]
        case .substituted(let format, _): [.other: format]
        }
      result.append(LocalizedSubstitution(name: name, argument: argument, formatSpecifier: specifier, forms: forms))
    }
    result.sort { ($0.argument, $0.name) < ($1.argument, $1.name) }
    return .substituted(format: text, substitutions: result)
  }

  /// The argument each `%#@name@` of `text` takes when its substitution gives no `argNum`: as in
  /// a stringsdict, each one takes the next argument, counting the text's other placeholders.
  public static func impliedArguments(of text: String) -> [String: Int] {
    var result: [String: Int] = [:]
    let segments = FormatString(text).segments
    for (index, segment) in segments.enumerated() {
      guard case .placeholder(let placeholder) = segment, placeholder.specifier.hasSuffix("#@"),
        index + 1 < segments.count, case .literal(let rest) = segments[index + 1],
        let end = rest.firstIndex(of: "@")
      else { continue }
      let name = String(rest[..<end])
      if result[name] == nil { result[name] = placeholder.position }
    }
    return result
  }

  /// `text` with every `target` replaced, on UTF-8 bytes: Foundation's `replacingOccurrences`
  /// was a fifth of the time of a 700-key catalog in 19 languages.
  static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let bytes = Array(text.utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
        bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        result.append(contentsOf: replacement.utf8)
        index += pattern.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func value(
    of localization: Localization, key: String, language: String, location: SourceLocation
  )
    throws(LocalizationDiagnostic) -> LocalizedValue
  {
    if localization.substitutions != nil {
      throw LocalizationDiagnostic(
        "\"\(key)\" (\(language)) uses substitutions, which are not supported; use one plural variation", at: location)
    }
    if let unit = localization.stringUnit { return .text(unit.value) }
    guard let variations = localization.variations else {
      throw LocalizationDiagnostic("\"\(key)\" (\(language)) has neither a stringUnit nor variations", at: location)
    }
    if let device = variations.device {
      guard let variant = device["other"] ?? device["iphone"] ?? device.sorted(by: { $0.key < $1.key }).first?.value
      else {
        throw LocalizationDiagnostic("\"\(key)\" (\(language)) has empty device variations", at: location)
      }
      return try value(of: variant, key: key, language: language, location: location)
    }
    guard let plural = variations.plural else {
      throw LocalizationDiagnostic(
        "\"\(key)\" (\(language)) has variations that are neither plural nor device", at: location)
    }
    var forms: [PluralCategory: String] = [:]
    for (name, form) in plural {
      guard let category = PluralCategory(rawValue: name) else {
        throw LocalizationDiagnostic(
          "\"\(key)\" (\(language)) has an unknown plural category \"\(name)\"", at: location)
      }
      guard let unit = form.stringUnit else {
        throw LocalizationDiagnostic("\"\(key)\" (\(language)) plural form \"\(name)\" has no stringUnit", at: location)
      }
      forms[category] = unit.value
    }
    guard forms[.other] != nil else {
      throw LocalizationDiagnostic("\"\(key)\" (\(language)) has plural forms but no \"other\" form", at: location)
    }
    return .plural(forms)
  }

  /// Lines of the catalog's keys, found as `    "key" : {` lines (four spaces: a direct child of
  /// `strings` in Xcode's layout), and keys found more than once with the later line.
  private static func keyLines(in data: Data) -> (lines: [String: Int], duplicates: [(String, Int)]) {
    var lines: [String: Int] = [:]
    var duplicates: [(String, Int)] = []
    // Scanned as bytes: a catalog can be megabytes, and only lines starting with spaces and a
    // quote matter.
    let bytes = [UInt8](data)
    let space = UInt8(ascii: " ")
    let quote = UInt8(ascii: "\"")
    let stringsLine = Array("  \"strings\"".utf8)
    var inStrings = false
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      defer { start = end + 1 }
      if !inStrings {
        inStrings = bytes[start..<end].starts(with: stringsLine)
        continue
      }
      if end - start >= 3 && bytes[start] == space && bytes[start + 1] == space && bytes[start + 2] == UInt8(ascii: "}")
      {
        break
      }
      // `    "key" : {`: four spaces, a quoted key, ` : {`.
      guard end - start > 10, bytes[start..<start + 4].allSatisfy({ $0 == space }), bytes[start + 4] == quote,
        bytes[end - 5..<end].elementsEqual("\" : {".utf8)
      else { continue }
      let quoted = bytes[start + 4..<end - 4]
      let body = quoted.dropFirst().dropLast()
      // Most keys have no escapes: their bytes are the key (a decoder per key is slow in a big catalog).
      let key =
        body.contains(UInt8(ascii: "\\"))
        ? try? JSONDecoder().decode(String.self, from: Data(quoted)) : String(decoding: body, as: UTF8.self)
      guard let key else { continue }
      if lines[key] != nil {
        duplicates.append((key, lineNumber))
      } else {
        lines[key] = lineNumber
      }
    }
    return (lines, duplicates)
  }

  private static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    switch decodingError {
    case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  // MARK: - Document shape

  private struct Document: Decodable {
    let sourceLanguage: String
    let strings: [String: Entry]
  }

  private struct Entry: Decodable {
    let comment: String?
    let shouldTranslate: Bool?
    let localizations: [String: Localization]?
  }

  private struct Localization: Decodable {
    let stringUnit: StringUnit?
    let variations: Variations?
    let substitutions: [String: Substitution]?
  }

  private struct Substitution: Decodable {
    let argNum: Int?
    let formatSpecifier: String?
    let variations: Variations?
  }

  private struct Variations: Decodable {
    let plural: [String: Localization]?
    let device: [String: Localization]?
  }

  private struct StringUnit: Decodable {
    let value: String
  }
}
