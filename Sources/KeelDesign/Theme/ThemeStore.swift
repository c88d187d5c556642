import Observation

/// The app's current theme and appearance choice, switchable at run time. Views read `theme`
/// (through `.keelTheme(store)` on Apple platforms), so selecting another theme redraws them.
@MainActor
@Observable
public final class ThemeStore {
  /// The themes a person can choose from, in display order.
  public let themes: [Theme]
  /// The theme in use.
  public private(set) var theme: Theme
  /// `nil` follows the system's light/dark setting; otherwise forces one appearance.
  public var appearanceOverride: Appearance?

  /// Fails when `themes` is empty, two themes share an id, or `selectedID` is not among them.
  public init(themes: [Theme] = Theme.builtIn, selectedID: Theme.ID? = nil) throws(ThemeError) {
    guard let first = themes.first else { throw .noThemes }
    var seen = Set<Theme.ID>()
    for theme in themes where !seen.insert(theme.id).inserted {
      throw .duplicateID(theme.id)
    }
    self.themes = themes
    self.theme = first
    if let selectedID {
      self.theme = try Self.theme(selectedID, in: themes)
    }
  }

  /// Switches to the theme with `id`; an unknown id throws and leaves the current theme.
  public func select(_ id: Theme.ID) throws(ThemeError) {
    theme = try Self.theme(id, in: themes)
  }

  /// The appearance to draw in when the system says `system`.
  public func appearance(system: Appearance) -> Appearance {
    appearanceOverride ?? system
  }

  private static func theme(_ id: Theme.ID, in themes: [Theme]) throws(ThemeError) -> Theme {
    guard let theme = themes.first(where: { $0.id == id }) else {
      throw .unknownTheme(id, available: themes.map(\.id))
    }
    return theme
  }
}

/// Why a theme store could not be made or switched.
public enum ThemeError: Error, Equatable, CustomStringConvertible {
  /// The store was given no themes.
  case noThemes
  /// Two themes share this identifier.
  case duplicateID(Theme.ID)
  /// No theme has this identifier; `available` lists the ones that exist.
  case unknownTheme(Theme.ID, available: [Theme.ID])

  public var description: String {
    switch self {
    case .noThemes: "a theme store needs at least one theme"
    case .duplicateID(let id): "two themes have the id \"\(id)\""
    case .unknownTheme(let id, let available):
      "unknown theme \"\(id)\"; available: \(available.joined(separator: ", "))"
    }
  }
}
