import Foundation

/// What names the new app: its Swift name, bundle id, URL scheme and display name, validated,
/// with the spellings the template's names are replaced by (see `TemplateRenaming`).
public struct AppIdentity: Equatable, Sendable {
  public let name: String
  public let bundleID: String
  public let scheme: String
  public let displayName: String

  /// `AcmeShop` → `acme-shop`: the development server (`acme-shop-server`), logger labels.
  public var kebabName: String { words.joined(separator: "-") }
  /// `AcmeShop` → `ACME_SHOP`: the prefix of the app's configuration keys (`ACME_SHOP_API_BASE_URL`).
  public var upperSnakeName: String { words.joined(separator: "_").uppercased() }

  /// Validates every part (`ScaffoldError` names the first problem). `reservedModules` maps
  /// module names the app name must not take to who owns them (the kit, the template).
  public init(
    name: String, bundleID: String?, scheme: String?, displayName: String?, reservedModules: [String: String]
  ) throws(ScaffoldError) {
    try Self.validate(name: name, reservedModules: reservedModules)
    let bundleID = bundleID ?? Self.defaultBundleID(for: name)
    try Self.validate(bundleID: bundleID)
    let scheme = scheme ?? Self.defaultScheme(for: name)
    try Self.validate(scheme: scheme)
    self.name = name
    self.bundleID = bundleID
    self.scheme = scheme
    self.displayName = displayName ?? name
  }

  /// `com.example.acmeshop`: a placeholder a team replaces (the command says so when it uses it).
  public static func defaultBundleID(for name: String) -> String {
    "com.example." + name.lowercased().filter { $0.isLetter || $0.isNumber }
  }

  /// `acmeshop`: the lower-cased name without underscores (a scheme cannot hold `_`).
  public static func defaultScheme(for name: String) -> String {
    name.lowercased().filter { $0.isLetter || $0.isNumber }
  }

  static func validate(name: String, reservedModules: [String: String]) throws(ScaffoldError) {
    guard let first = name.unicodeScalars.first,
      name.unicodeScalars.allSatisfy({ isASCIIIdentifierCharacter($0) }),
      !("0"..."9").contains(first)
    else { throw .notAnIdentifier(name) }
    guard !swiftKeywords.contains(name) else { throw .keyword(name) }
    guard ("A"..."Z").contains(first) else { throw .lowercaseName(name) }
    if let owner = reservedModules[name] { throw .clashesWithModule(name, owner) }
  }

  static func validate(bundleID: String) throws(ScaffoldError) {
    let parts = bundleID.split(separator: ".", omittingEmptySubsequences: false)
    let wellFormed =
      parts.count >= 2
      && parts.allSatisfy { part in
        !part.isEmpty && !part.hasPrefix("-") && !part.hasSuffix("-")
          && part.unicodeScalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "-" }
      }
      && parts[0].unicodeScalars.first.map(isASCIILetter) == true
    guard wellFormed else { throw .malformedBundleID(bundleID) }
  }

  static func validate(scheme: String) throws(ScaffoldError) {
    // RFC 3986: a letter, then letters, digits, +, - and .; lower case, since schemes compare
    // case-insensitively and the app's deep-link parser and tests spell it in lower case.
    guard let first = scheme.unicodeScalars.first, isASCIILetter(first) else {
      throw .malformedScheme(scheme, "it must start with a letter")
    }
    guard scheme.unicodeScalars.allSatisfy({ isASCIIAlphanumeric($0) || "+-.".unicodeScalars.contains($0) }) else {
      throw .malformedScheme(scheme, "only letters, digits, +, - and . are allowed")
    }
    guard scheme == scheme.lowercased() else { throw .malformedScheme(scheme, "it must be lower case") }
    guard !reservedSchemes.contains(scheme) else {
      throw .malformedScheme(scheme, "it is a system scheme the app cannot claim")
    }
  }

  /// The name split into words at upper-case letters and underscores (`AcmeShop` → acme, shop;
  /// `HTTPKit` → httpkit… kept whole where letters run in upper case).
  var words: [String] {
    var words: [String] = []
    var current = ""
    var previousWasUpper = false
    for character in name {
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasUpper = false
        continue
      }
      let isUpper = character.isUppercase
      if isUpper && !previousWasUpper && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(contentsOf: character.lowercased())
      previousWasUpper = isUpper
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || ("0"..."9").contains(scalar)
  }

  private static func isASCIIIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII only: the name also becomes a folder, a bundle name and xcconfig values.
    isASCIIAlphanumeric(scalar) || scalar == "_"
  }

  /// Swift's keywords (The Swift Programming Language, Lexical Structure) and the names that
  /// cannot name a type (`Any`, `Self`, `Type`, `Protocol`).
  static let swiftKeywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "Type", "Protocol", "_", "some", "any", "package", "sending", "consume", "copy",
    "discard",
  ]

  static let reservedSchemes: Set<String> = [
    "http", "https", "file", "ftp", "mailto", "tel", "sms", "data", "javascript", "about", "facetime", "itms",
    "itms-apps", "maps",
  ]
}
