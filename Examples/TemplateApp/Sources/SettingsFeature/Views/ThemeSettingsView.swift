#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import KeelStorage
  import SwiftUI

  /// The themes, the current one checked, and the appearance: layout and binding only.
  public struct ThemeSettingsView: View {
    @Bindable private var viewModel: ThemeSettingsViewModel
    private let text = SettingsText()

    public init(viewModel: ThemeSettingsViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      List {
        Section {
          ForEach(viewModel.themes) { theme in
            DSListRow(text.themeName(theme), isSelected: viewModel.selectedThemeID == theme.id) {
              viewModel.select(theme.id)
            }
          }
        }
        Section {
          Picker(L10n.settings.appearance.title, selection: $viewModel.appearance) {
            ForEach(viewModel.appearances, id: \.self) { choice in
              Text(verbatim: text.appearanceName(choice)).tag(choice)
            }
          }
          .pickerStyle(.segmented)
        } header: {
          Text(L10n.settings.appearance.title)
        }
      }
      .navigationTitle(L10n.settings.theme.title)
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The built-in themes, the standard one chosen, nothing stored yet (memory, not the device).
    struct ThemeSettingsViewPreviews: PreviewProvider {
      static var previews: some View {
        if let themes = try? ThemeStore() {
          ThemeSettingsView(
            viewModel: ThemeSettingsViewModel(
              preference: ThemePreference(themeStore: themes, store: KeyValueStore(backend: InMemoryKeyValueBackend())))
          )
        }
      }
    }
  #endif
#endif
