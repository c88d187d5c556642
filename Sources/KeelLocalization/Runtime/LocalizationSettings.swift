import Foundation
import KeelCore
import Logging
import Observation

/// The language an app's strings are shown in, switchable at run time: the system's preferred
/// languages until ``select(language:)`` picks one of ``availableLanguages``, and back with
/// `select(language: nil)`.
///
/// Observable: reading ``localizer`` (which every generated `L10n` member does) inside a SwiftUI
/// `body` or `withObservationTracking` registers the read, and a selection that changes the
/// language notifies it, so views redraw in the new language. Sendable: the state sits behind a
/// lock, so a `static let` of a generated `L10n` can hold it and any thread can read it.
///
/// A language picked here is the language of the strings and of their numbers; the region
/// still comes from the system's first preferred language, as iOS does for an app whose
/// language is set in Settings (`de` picked on a device in the US formats for `de_US`).
///
/// Keeping the person's choice is the app's: store ``selectedLanguage`` where it keeps
/// preferences and pass it back to ``select(language:)`` (or to the initializer) at launch.
public final class LocalizationSettings: Observable, Sendable {
  /// The languages the strings exist in, the base language first (`["en", "de", "es"]`): what a
  /// language picker offers, and what ``select(language:)`` matches against.
  public let availableLanguages: [String]
  /// The language whose text shows where another language has no translation.
  public let baseLanguage: String
  private let resources: LocalizationResources
  private let systemLanguages: @Sendable () -> [String]
  private let logger: Logger
  private let state: Locked<State>
  private let registrar = ObservationRegistrar()

  private struct State: Sendable {
    var selection: String?
    var localizer: Localizer
  }

  /// Settings over `resources`, starting with `selectedLanguage` (or the system's languages).
  ///
  /// - Parameters:
  ///   - resources: the strings of every language, as read from the bundle.
  ///   - selectedLanguage: a language chosen earlier (see ``select(language:)``), or nil to follow
  ///     the system.
  ///   - systemLanguages: the system's preferred languages, read at each selection of nil.
  ///   - logger: where an unknown language code is reported before falling back to the system.
  public init(
    resources: LocalizationResources, selectedLanguage: String? = nil,
    systemLanguages: @escaping @Sendable () -> [String] = { Locale.preferredLanguages },
    logger: Logger = KeelLogging.logger("localization")
  ) {
    self.resources = resources
    baseLanguage = resources.baseLanguage
    availableLanguages = resources.languages.filter { resources.tables[$0] != nil && $0 != "Base" }
    self.systemLanguages = systemLanguages
    self.logger = logger
    let selection = Self.match(selectedLanguage, in: availableLanguages, logger: logger)
    state = Locked(
      State(
        selection: selection,
        localizer: Self.localizer(
          for: selection, resources: resources, systemLanguages: systemLanguages(), logger: logger)))
  }

  /// Loads `subdirectory` of `bundle` (a folder copied as a resource, found as ``Localizer``'s
  /// `bundled` finds it); when it cannot be read, logs the problems as an error and shows keys,
  /// rather than stopping the app. `table` is `Localizable` or another table (`InfoPlist`).
  public static func bundled(
    in bundle: Bundle, subdirectory: String, baseLanguage: String, table: String = "Localizable",
    systemLanguages: @escaping @Sendable () -> [String] = { Locale.preferredLanguages },
    logger: Logger = KeelLogging.logger("localization")
  ) -> LocalizationSettings {
    let directory = Localizer.resourcesDirectory(in: bundle, subdirectory: subdirectory)
    let resources: LocalizationResources
    do {
      resources = try LocalizationResources.load(directory: directory, baseLanguage: baseLanguage, table: table)
    } catch {
      logger.error("localized strings (\(table)) not loaded, keys will be shown: \(error)")
      resources = LocalizationResources(directory: directory, baseLanguage: baseLanguage, tables: [:])
    }
    return LocalizationSettings(resources: resources, systemLanguages: systemLanguages, logger: logger)
  }

  /// The lookup for the current language. Observed: a selection that changes it notifies.
  public var localizer: Localizer {
    registrar.access(self, keyPath: \.localizer)
    return state.withLock { $0.localizer }
  }

  /// The language chosen with ``select(language:)``, as ``availableLanguages`` names it, or nil
  /// while the system's preferred languages decide. Observed.
  public var selectedLanguage: String? {
    registrar.access(self, keyPath: \.selectedLanguage)
    return state.withLock { $0.selection }
  }

  /// The language strings are shown in now (one of ``availableLanguages``, or the base
  /// language). Observed, through ``localizer``.
  public var language: String { localizer.language }

  /// Shows the strings in `language`, matched against ``availableLanguages`` as iOS matches a
  /// preference (`de-AT` → `de`, `es-MX` → `es-419` or `es`); nil follows the system's preferred
  /// languages again. A language the strings do not exist in is logged and follows the system,
  /// as iOS does for a language the app does not have. Observers are notified only when the
  /// selection or the language changes.
  public func select(language: String?) {
    let selection = Self.match(language, in: availableLanguages, logger: logger)
    let localizer = Self.localizer(
      for: selection, resources: resources, systemLanguages: systemLanguages(), logger: logger)
    let current = state.withLock { ($0.selection, $0.localizer.language, $0.localizer.locale) }
    guard current != (selection, localizer.language, localizer.locale) else { return }
    registrar.withMutation(of: self, keyPath: \.selectedLanguage) {
      registrar.withMutation(of: self, keyPath: \.localizer) {
        state.withLock {
          $0.selection = selection
          $0.localizer = localizer
        }
      }
    }
  }

  /// The available language `language` stands for, or nil (logged when it is not nil).
  private static func match(_ language: String?, in available: [String], logger: Logger) -> String? {
    guard let language else { return nil }
    if let match = LanguageMatcher.preferredLocalizations(from: available, forPreferences: [language]).first {
      return match
    }
    let names = available.joined(separator: ", ")
    logger.warning("no strings in \"\(language)\" (available: \(names)); following the system's languages")
    return nil
  }

  /// A localizer for the selection: the system's preferences when nil; else the selected
  /// language, formatting numbers with the system's region.
  private static func localizer(
    for selection: String?, resources: LocalizationResources, systemLanguages: [String], logger: Logger
  ) -> Localizer {
    guard let selection else {
      return Localizer(resources: resources, preferredLanguages: systemLanguages, logger: logger)
    }
    let locale = Localizer.formattingLocale(language: selection, preferredLanguages: systemLanguages)
    return Localizer(resources: resources, preferredLanguages: [selection], locale: locale, logger: logger)
  }
}
