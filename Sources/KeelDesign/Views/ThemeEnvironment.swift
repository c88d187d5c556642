#if canImport(SwiftUI)
  import SwiftUI

  private struct KeelThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
  }

  extension EnvironmentValues {
    /// The theme components resolve their styles from; `Theme.standard` unless set.
    public var keelTheme: Theme {
      get { self[KeelThemeKey.self] }
      set { self[KeelThemeKey.self] = newValue }
    }
  }

  extension View {
    /// Puts `store`'s theme in the environment and applies its appearance override; selecting
    /// another theme in the store redraws everything below.
    public func keelTheme(_ store: ThemeStore) -> some View {
      modifier(ThemeStoreModifier(store: store))
    }
  }

  /// Reads the store inside `body`, so Observation tracks `theme` and `appearanceOverride`.
  struct ThemeStoreModifier: ViewModifier {
    let store: ThemeStore

    func body(content: Content) -> some View {
      content
        .environment(\.keelTheme, store.theme)
        .preferredColorScheme(store.appearanceOverride.map(ColorScheme.init))
    }
  }
#endif
