import Foundation
import KeelCore
import Logging

/// Looks localized strings up at run time, the same way on every platform.
///
/// The language is chosen once, from the preferred languages in order: an exact table
/// (`pt-BR`), then the language alone (`pt`), then the base language. Each lookup then falls
/// back key by key: chosen language → base language → the key itself, logging a warning for a
/// key no table has (once per key).
public final class Localizer: Sendable {
  public let language: String
  public let baseLanguage: String
  private let chosen: [String: LocalizedValue]
  private let base: [String: LocalizedValue]
  private let formatter: StringFormatter
  private let logger: Logger
  private let reportedMissing = SynchronizedSet()

  public init(
    resources: LocalizationResources, preferredLanguages: [String],
    logger: Logger = KeelLogging.logger("localization")
  ) {
    let tables = resources.tables.mapValues { entries in
      // The last definition wins, as in Apple's lookup; the generator reports duplicates.
      Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
    language = Self.choose(from: preferredLanguages, available: Set(tables.keys), base: resources.baseLanguage)
    baseLanguage = resources.baseLanguage
    chosen = tables[language] ?? [:]
    base = tables[resources.baseLanguage] ?? [:]
    formatter = StringFormatter(logger: logger)
    self.logger = logger
  }

  /// Loads `subdirectory` of `bundle` (a folder copied as a resource). When it cannot be read,
  /// logs the problems as an error and returns a localizer that shows keys, rather than
  /// stopping the app.
  public static func bundled(
    in bundle: Bundle, subdirectory: String, baseLanguage: String,
    preferredLanguages: [String] = Locale.preferredLanguages, logger: Logger = KeelLogging.logger("localization")
  ) -> Localizer {
    let directory = resourcesDirectory(in: bundle, subdirectory: subdirectory)
    do {
      let resources = try LocalizationResources.load(directory: directory, baseLanguage: baseLanguage)
      return Localizer(resources: resources, preferredLanguages: preferredLanguages, logger: logger)
    } catch {
      logger.error("localized strings not loaded, keys will be shown: \(error)")
      let empty = LocalizationResources(directory: directory, baseLanguage: baseLanguage, tables: [:])
      return Localizer(resources: empty, preferredLanguages: preferredLanguages, logger: logger)
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

  /// The plural form of `key` for `count` in the chosen language (a text key has one form).
  public func string(_ key: String, count: Int) -> String {
    guard let value = value(for: key) else { return key }
    switch value {
    case .text(let text): return text
    case .plural(let forms):
      let category = PluralRules.category(for: count, language: chosen[key] != nil ? language : baseLanguage)
      return forms[category] ?? forms[.other] ?? key
    }
  }

  /// The text for `key` formatted with `arguments`. A plural key picks its form by the first
  /// integer argument.
  public func string(_ key: String, arguments: [any LocalizationArgument]) -> String {
    let count = arguments.lazy.compactMap { argument -> Int? in
      switch argument.formatArgument {
      case .signed(let value): Int(exactly: value)
      case .unsigned(let value): Int(exactly: value)
      default: nil
      }
    }.first
    let text = count.map { string(key, count: $0) } ?? string(key)
    return format(text, arguments)
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

  static func choose(from preferred: [String], available: Set<String>, base: String) -> String {
    let normalized = Dictionary(available.map { ($0.replacingOccurrences(of: "_", with: "-").lowercased(), $0) }) {
      first, _ in first
    }
    for language in preferred {
      let wanted = language.replacingOccurrences(of: "_", with: "-").lowercased()
      if let exact = normalized[wanted] { return exact }
      if let languageOnly = normalized[PluralRules.languageCode(wanted)] { return languageOnly }
    }
    return base
  }
}

/// A set behind a lock, so each missing key is logged once however many threads look it up.
private final class SynchronizedSet: Sendable {
  private let keys = Locked<Set<String>>([])
  func insert(_ key: String) -> Bool { keys.withLock { $0.insert(key).inserted } }
}
