/// CLDR plural rules for integer counts, for the languages an app is likely to ship
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
/// Languages not listed use the English rule (one for 1, other otherwise).
public enum PluralRules {
  /// The CLDR plural category of `count` in `language` (a language code such as `ru` or `pt-PT`).
  // keel-lint:disable-next-line cyclomatic-complexity — CLDR's rules as one table, to compare with the chart
  public static func category(for count: Int, language: String) -> PluralCategory {
    let n = count.magnitude
    let mod10 = n % 10
    let mod100 = n % 100
    switch languageCode(language) {
    case "ja", "zh", "ko", "th", "vi", "id", "ms", "yue", "lo", "my":
      return .other
    case "fr", "pt", "hi", "bn", "fa", "zu", "am":
      return n <= 1 ? .one : .other
    case "ru", "uk", "be":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      if n == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "cs", "sk":
      if n == 1 { return .one }
      return (2...4).contains(n) ? .few : .other
    case "ar":
      if n == 0 { return .zero }
      if n == 1 { return .one }
      if n == 2 { return .two }
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    default:
      return n == 1 ? .one : .other
    }
  }

  /// `pt-BR`, `pt_BR` → `pt`.
  static func languageCode(_ language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }
}
