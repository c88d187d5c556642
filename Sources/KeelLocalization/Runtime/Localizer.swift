import Foundation
import KeelCore
import Logging

/// Looks localized strings up at run time, the same way on every platform.
///
/// The language is chosen once, from the preferred languages in order, as Apple's
/// `Bundle.preferredLocalizations(from:forPreferences:)` chooses it (see ``LanguageMatcher``):
/// `zh-Hans-CN` reaches `zh-Hans`, `es-MX` reaches `es-419` then `es`, `en-AU` reaches `en-GB`,
/// and the base language is used when no preference matches. Each lookup then falls back key by
/// key: chosen language → base language → the key itself, logging a warning for a key no table
/// has (once per key).
///
/// Numbers in formatted strings are written for ``locale`` as `String(format:locale:)` writes
/// them (`%.2f` of 1234.5 is `1.234,50` in German).
public final class Localizer: Sendable {
  /// The chosen localization, as the resources name it (`zh-Hans`, `de`, `en`).
  public let language: String
  /// The language keys fall back to when the chosen language lacks them.
  public let baseLanguage: String
  /// The locale numbers are formatted for.
  public let locale: Locale
  private let chosen: [String: LocalizedValue]
  private let base: [String: LocalizedValue]
  private let pluralLanguage: String
  private let basePluralLanguage: String
  private let formatter: StringFormatter
  private let logger: Logger
  private let reportedMissing = SynchronizedSet()

  /// - Parameters:
  ///   - resources: every language's strings, and which language is the base.
  ///   - preferredLanguages: the person's languages, most preferred first (BCP 47, as
  ///     `Locale.preferredLanguages` lists them); the first one the resources have is chosen.
  ///   - locale: the locale numbers are written for. By default, the chosen language
  ///     with the region of the first preferred language, as iOS builds `Locale.current` for an
  ///     app (`["de-AT"]` → `de_AT`; `["fr-FR"]` in an app without French → `en_FR`).
  ///   - logger: receives one warning per key that no table has.
  public init(
    resources: LocalizationResources, preferredLanguages: [String], locale: Locale? = nil,
    logger: Logger = KeelLogging.logger("localization")
  ) {
    let tables = resources.tables.mapValues { entries in
      // The last definition wins, as in Apple's lookup; the generator reports duplicates.
      Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
    let available = resources.languages.filter { tables[$0] != nil }
    language =
      LanguageMatcher.preferredLocalizations(from: available, forPreferences: preferredLanguages).first
      ?? resources.baseLanguage
    baseLanguage = resources.baseLanguage
    chosen = tables[language] ?? [:]
    base = tables[resources.baseLanguage] ?? [:]
    pluralLanguage = LanguageMatcher.normalizedIdentifier(language)
    basePluralLanguage = LanguageMatcher.normalizedIdentifier(resources.baseLanguage)
    self.locale = locale ?? Self.formattingLocale(language: language, preferredLanguages: preferredLanguages)
    formatter = StringFormatter(locale: self.locale, logger: logger)
    self.logger = logger
  }

  /// The chosen language's language and script with the first preference's region.
  static func formattingLocale(language: String, preferredLanguages: [String]) -> Locale {
    let chosen = LanguageMatcher.normalizedIdentifier(language).split(separator: "_").map(String.init)
    let regionOf = { (subtags: [String]) in subtags.dropFirst().last(where: LanguageMatcher.Identifier.isRegion) }
    let preferred = preferredLanguages.first.map { LanguageMatcher.normalizedIdentifier($0) }
    let region = preferred.flatMap { regionOf($0.split(separator: "_").map(String.init)) } ?? regionOf(chosen)
    let script = chosen.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
    let subtags = chosen.prefix(1) + [script, region].compactMap { $0 }
    return Locale(identifier: subtags.joined(separator: "_"))
  }

  /// Loads `subdirectory` of `bundle` (a folder copied as a resource). When it cannot be read,
  /// logs the problems as an error and returns a localizer that shows keys, rather than
  /// stopping the app.
  public static func bundled(
    in bundle: Bundle, subdirectory: String, baseLanguage: String,
    preferredLanguages: [String] = Locale.preferredLanguages, locale: Locale? = nil,
    logger: Logger = KeelLogging.logger("localization")
  ) -> Localizer {
    let directory = resourcesDirectory(in: bundle, subdirectory: subdirectory)
    do {
      let resources = try LocalizationResources.load(directory: directory, baseLanguage: baseLanguage)
      return Localizer(resources: resources, preferredLanguages: preferredLanguages, locale: locale, logger: logger)
    } catch {
      logger.error("localized strings not loaded, keys will be shown: \(error)")
      let empty = LocalizationResources(directory: directory, baseLanguage: baseLanguage, tables: [:])
      return Localizer(resources: empty, preferredLanguages: preferredLanguages, locale: locale, logger: logger)
    }
  }

  /// Where a folder copied into a bundle ends up: `<resources>/<name>` in Apple bundles (flat on
  /// iOS, `Contents/Resources` on macOS), `<bundle>/<name>` in SwiftPM's Linux bundles, where
  /// Foundation may even report that folder itself as the resource directory.
  static func resourcesDirectory(in bundle: Bundle, subdirectory: String) -> URL {
    let candidates = [
      bundle.resourceURL?.appendingPathComponent(subdirectory), bundle.bundleURL.appendingPathComponent(subdirectory),
    ].compactMap { $0 }
    var isDirectory: ObjCBool = false
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && isDirectory.boolValue {
      return candidate
    }
    return candidates[0]
  }

  // MARK: - Lookup

  /// The text for `key`; for a plural key, its `other` form.
  public func string(_ key: String) -> String {
    value(for: key)?.representativeText ?? key
  }

  /// The plural form of `key` for `count` in the chosen language (a text key has one form; a
  /// key with substitutions has each chosen by `count`, unformatted).
  /// A `zero` form, where the translation gives one, is used for 0 in every language, as Apple's
  /// runtime does with String Catalogs and `.stringsdict` files (English's rules have no zero
  /// category, yet "No items" is what a catalog's `zero` variation is for).
  public func string(_ key: String, count: Int) -> String {
    guard let value = value(for: key) else { return key }
    let language = pluralLanguage(of: key)
    switch value {
    case .text(let text): return text
    case .plural(let forms): return Self.form(of: forms, count: count, language: language)
    case .substituted(let format, let substitutions):
      return substitutions.reduce(format) { text, substitution in
        substitution.fill(text, with: Self.form(of: substitution.forms, count: count, language: language))
      }
    }
  }

  /// The text for `key` formatted with `arguments`. A plural key picks its form by the first
  /// integer argument; a key with substitutions picks each substitution's form by its own
  /// argument (`argNum`), so "%#@files@ in %#@folders@" with 1 and 3 reads "1 file in 3 folders".
  public func string(_ key: String, arguments: [any LocalizationArgument]) -> String {
    guard let value = value(for: key) else { return format(key, arguments) }
    let language = pluralLanguage(of: key)
    let text: String
    switch value {
    case .text(let plain):
      text = plain
    case .plural(let forms):
      let count = arguments.lazy.compactMap(Self.integer).first
      text = Self.form(of: forms, count: count, language: language)
    case .substituted(let format, let substitutions):
      text = substitutions.reduce(format) { text, substitution in
        let index = substitution.argument - 1
        let count = arguments.indices.contains(index) ? Self.integer(arguments[index]) : nil
        return substitution.fill(text, with: Self.form(of: substitution.forms, count: count, language: language))
      }
    }
    return format(text, arguments)
  }

  /// The form for `count`: `zero` for 0 where given, else the language's category, else `other`
  /// (also when there is no integer count).
  private static func form(of forms: [PluralCategory: String], count: Int?, language: String) -> String {
    guard let count else { return forms[.other] ?? "" }
    if count == 0, let zero = forms[.zero] { return zero }
    return forms[PluralRules.category(for: count, language: language)] ?? forms[.other] ?? ""
  }

  private static func integer(_ argument: any LocalizationArgument) -> Int? {
    switch argument.formatArgument {
    case .signed(let value): Int(exactly: value)
    case .unsigned(let value): Int(exactly: value)
    default: nil
    }
  }

  /// The plural rules a key's forms follow: the chosen language's where it has the key, else
  /// the base language's (the forms shown are then the base language's).
  private func pluralLanguage(of key: String) -> String {
    chosen[key] != nil ? pluralLanguage : basePluralLanguage
  }

  /// Formats a format string (not a key) with `arguments`: `L10n.format("Hello, %@", name)`.
  public func format(_ format: String, _ arguments: [any LocalizationArgument]) -> String {
    formatter.format(format, arguments)
  }

  private func value(for key: String) -> LocalizedValue? {
    if let value = chosen[key] ?? base[key] { return value }
    if reportedMissing.insert(key) {
      logger.warning("no localized string for key \"\(key)\" in \(language) or \(baseLanguage); showing the key")
    }
    return nil
  }

}

/// A set behind a lock, so each missing key is logged once however many threads look it up.
private final class SynchronizedSet: Sendable {
  private let keys = Locked<Set<String>>([])
  func insert(_ key: String) -> Bool { keys.withLock { $0.insert(key).inserted } }
}
