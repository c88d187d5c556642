/// The text of one key in one language: plain text, plural forms chosen by a count, or a
/// String Catalog string whose substitutions each choose their own plural form.
public enum LocalizedValue: Sendable, Hashable {
  /// One text for every count.
  case text(String)
  /// Forms by CLDR plural category; `.other` is always present.
  case plural([PluralCategory: String])
  /// `"%#@files@ in %#@folders@"`: `format` with one `%#@name@` per substitution, each replaced
  /// at run time by its own plural form, chosen by its own argument.
  case substituted(format: String, substitutions: [LocalizedSubstitution])

  /// The text used where one text stands for the value: the text, or the `.other` form (of
  /// every substitution).
  public var representativeText: String {
    switch self {
    case .text(let text): text
    case .plural(let forms): forms[.other] ?? ""
    case .substituted(let format, let substitutions):
      substitutions.reduce(format) { text, substitution in
        substitution.fill(text, with: substitution.forms[.other] ?? "")
      }
    }
  }
}

/// One substitution of a String Catalog string (`%#@files@` with `"argNum": 1`,
/// `"formatSpecifier": "lld"` and plural variations), as Xcode writes it.
public struct LocalizedSubstitution: Sendable, Hashable {
  /// The name between `%#@` and `@`.
  public let name: String
  /// The 1-based argument whose value chooses the form (`argNum`).
  public let argument: Int
  /// How that argument is written where a form says `%arg` (`lld`, `d`, `@`…).
  public let formatSpecifier: String
  /// Forms by CLDR plural category, `.other` always present, with `%arg` already written as the
  /// positional placeholder of ``argument`` (`%1$lld`), so the filled string formats as one.
  public let forms: [PluralCategory: String]

  /// A substitution as a String Catalog declares it.
  public init(name: String, argument: Int, formatSpecifier: String, forms: [PluralCategory: String]) {
    self.name = name
    self.argument = argument
    self.formatSpecifier = formatSpecifier
    self.forms = forms
  }

  /// The placeholder ``argument`` is written with: `%1$lld`.
  public var placeholder: String { "%\(argument)$\(formatSpecifier)" }

  /// `text` with this substitution's `%#@name@` replaced by `form`.
  public func fill(_ text: String, with form: String) -> String {
    XCStringsReader.replacing("%#@\(name)@", with: form, in: text)
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
