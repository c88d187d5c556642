import KeelDesign
import Observation

/// Themes and appearance: the design system's themes with the current one checked, and light,
/// dark or the system's appearance. Both are stored at once and redraw the app (the views
/// read the theme store).
@MainActor
@Observable
public final class ThemeSettingsViewModel {
  public struct Output {
    public var onNotice: @MainActor (SettingsNotice) -> Void

    public init(onNotice: @escaping @MainActor (SettingsNotice) -> Void) {
      self.onNotice = onNotice
    }
  }

  @ObservationIgnored public var output: Output?
  @ObservationIgnored private let preference: ThemePreference

  public init(preference: ThemePreference) {
    self.preference = preference
  }

  public var themes: [Theme] { preference.themes }
  /// Read through the observable theme store, so a change made anywhere redraws the checkmark.
  public var selectedThemeID: Theme.ID { preference.theme.id }
  public let appearances = AppearanceChoice.allCases

  public var appearance: AppearanceChoice {
    get { preference.appearance }
    set { preference.appearance = newValue }
  }

  public func select(_ id: Theme.ID) {
    do {
      try preference.select(id)
    } catch {
      output?.onNotice(.themeUnavailable)
    }
  }
}
