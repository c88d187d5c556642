import KeelNavigation

/// A screen pushed onto Settings' stack, carrying its view model (seed 000). Never persisted:
/// save ``route`` instead and rebuild the view model from it.
@MainActor
public enum SettingsScreen: ScreenIdentifiable {
  case language(LanguageSettingsViewModel)
  case theme(ThemeSettingsViewModel)

  public nonisolated var screenID: ObjectIdentifier {
    switch self {
    case .language(let viewModel): ObjectIdentifier(viewModel)
    case .theme(let viewModel): ObjectIdentifier(viewModel)
    }
  }

  /// The route that rebuilds this screen.
  public var route: SettingsRoute {
    switch self {
    case .language: .language
    case .theme: .theme
    }
  }
}
