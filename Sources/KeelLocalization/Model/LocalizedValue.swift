/// The text of one key in one language: plain text, or plural forms chosen by a count.
public enum LocalizedValue: Sendable, Hashable {
  /// One text for every count.
  case text(String)
  /// Forms by CLDR plural category; `.other` is always present.
  case plural([PluralCategory: String])

  /// The text used where one text stands for the value: the text, or the `.other` form.
  public var representativeText: String {
    switch self {
    case .text(let text): text
    case .plural(let forms): forms[.other] ?? ""
    }
  }
}

/// CLDR plural categories (https://cldr.unicode.org/index/cldr-spec/plural-rules).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The CLDR plural category of the same name.
  case zero, one, two, few, many, other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// One key as read from a file, with where it was defined.
public struct LocalizedEntry: Sendable, Hashable {
  /// The key, as written.
  public let key: String
  /// The text or plural forms.
  public let value: LocalizedValue
  /// Where the entry is defined.
  public let location: SourceLocation
  /// The comment written just before the entry (`.strings`) or the catalog's comment.
  public let comment: String?

  /// An entry for `key` defined at `location`.
  public init(key: String, value: LocalizedValue, location: SourceLocation, comment: String? = nil) {
    self.key = key
    self.value = value
    self.location = location
    self.comment = comment
  }
}
