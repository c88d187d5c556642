/// Turns keys into Swift names, by one deterministic rule (the README's "Keys become names"):
///
/// 1. The key is split at dots into segments (empty segments, from a trailing or doubled dot,
///    are dropped): groups (enums), then the member.
/// 2. In a segment, apostrophes (`'`, `’`, `‘`, `ʼ`) are dropped ("don’t" → "dont"); every other
///    character that cannot be in a Swift identifier (space, hyphen, punctuation, emoji…)
///    separates words, which are joined in camel case ("sign-in button" → "signInButton").
///    Letters of any script stay (Unicode XID characters).
/// 3. A name that is then empty is `_` followed by the segment's code points in hex ("%" → `_25`;
///    the empty key is `_empty`);
///    one that starts with a digit gets a leading `_` ("2fa" → `_2fa`).
/// 4. Names the generated code itself depends on get a trailing `_`: module names (`Swift`,
///    `Foundation`, `SwiftUI`, `KeelLocalization`), names Swift reserves for members (`self`,
///    `Self`, `Type`, `init`…), and at the top level `L10n`'s own members (`format`, `localizer`,
///    `localization`, `availableLanguages`, `currentLanguage`, `selectedLanguage`,
///    `selectLanguage`, and `string`, which earlier versions declared). Other keywords are
///    written in backticks (`` `default` ``).
///
/// Type names such as `String` or `Bundle` need nothing: the generated code spells its types
/// in full (`Swift.String`), so a group named `String` cannot shadow them.
enum SwiftIdentifier {
  /// Swift keywords, which become identifiers in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "consume", "copy", "discard",
    "borrowing", "consuming", "some", "any", "package", "nonisolated", "isolated", "sending",
  ]

  /// Names that get a trailing `_` anywhere (see rule 4).
  static let reserved: Set<String> = [
    "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_", "Swift", "Foundation", "SwiftUI",
    "KeelLocalization", L10nCodeGenerator.localizerGlobal,
  ]

  /// Names that get a trailing `_` as the first segment (members `L10n` itself declares).
  static let reservedTopLevel: Set<String> = [
    "format", "string", "localizer", "localization", "availableLanguages", "currentLanguage", "selectedLanguage",
    "selectLanguage",
  ]

  /// The path of names for `key` (rules 1–4), unescaped.
  static func path(for key: String) -> [String] {
    let segments = key.split(separator: ".").map(String.init)
    let names = (segments.isEmpty ? [key] : segments).map(name(for:))
    return names.enumerated().map { offset, name in
      offset == 0 && reservedTopLevel.contains(name) ? name + "_" : name
    }
  }

  /// One segment's name (rules 2–4, without the top-level rule).
  static func name(for segment: String) -> String {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in segment.unicodeScalars {
      if ["'", "\u{2019}", "\u{2018}", "\u{02BC}"].contains(scalar) { continue }
      if isContinuation(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { words.append(String(current)) }
    var name = words.first ?? ""
    for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
    if name.isEmpty {
      // The empty key (Xcode extracts `Text("")`) is `_empty`.
      return segment.isEmpty
        ? "_empty"
        : "_" + segment.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
    }
    if let first = name.unicodeScalars.first, !isHead(first) { name = "_" + name }
    return reserved.contains(name) ? name + "_" : name
  }

  /// The identifier as it is written in Swift source.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_")
      : scalar.properties.isXIDStart
  }

  private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? (isHead(scalar) || ("0"..."9").contains(scalar)) : scalar.properties.isXIDContinue
  }
}
