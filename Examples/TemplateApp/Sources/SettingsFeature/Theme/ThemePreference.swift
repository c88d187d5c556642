import KeelDesign
import KeelStorage
import Logging

extension StorageKeys {
  /// The theme chosen in Settings (a ``Theme`` id); absent means the store's first theme.
  public var themeID: StorageKey<String?> { StorageKey("settings.theme", default: nil) }
  /// The appearance chosen in Settings (``AppearanceChoice``'s raw value).
  public var appearanceChoice: StorageKey<AppearanceChoice> {
    StorageKey("settings.appearance", default: .system)
  }
}

/// Light, dark, or whatever the system says.
public enum AppearanceChoice: String, Hashable, Sendable, Codable, CaseIterable {
  case system, light, dark

  /// The override the theme store takes (`nil` follows the system).
  public var appearance: Appearance? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }
}

/// KeelDesign's ``ThemeStore`` with the person's choices kept in a ``KeyValueStore``: made at
/// launch, it puts the stored theme and appearance back; each change is stored at once.
///
/// A stored theme id the store does not know (a theme removed in a later version) is logged
/// as a warning and forgotten, and the store's first theme stays.
@MainActor
public final class ThemePreference {
  public let themeStore: ThemeStore
  private let store: KeyValueStore
  private let logger: Logger

  public init(themeStore: ThemeStore, store: KeyValueStore, logger: Logger = Logger(label: "template.settings")) {
    self.themeStore = themeStore
    self.store = store
    self.logger = logger
    restore()
  }

  public var themes: [Theme] { themeStore.themes }
  public var theme: Theme { themeStore.theme }

  /// Switches to the theme with `id` and stores it; an unknown id throws and changes nothing.
  public func select(_ id: Theme.ID) throws(ThemeError) {
    try themeStore.select(id)
    store.set(id, \.themeID)
  }

  public var appearance: AppearanceChoice {
    get {
      switch themeStore.appearanceOverride {
      case nil: .system
      case .light: .light
      case .dark: .dark
      }
    }
    set {
      themeStore.appearanceOverride = newValue.appearance
      store.set(newValue, \.appearanceChoice)
    }
  }

  private func restore() {
    if let id = store.value(\.themeID) {
      do {
        try themeStore.select(id)
      } catch {
        logger.warning("stored theme not restored, keeping '\(themeStore.theme.id)': \(error)")
        store.set(nil, \.themeID)
      }
    }
    themeStore.appearanceOverride = store.value(\.appearanceChoice).appearance
  }
}
