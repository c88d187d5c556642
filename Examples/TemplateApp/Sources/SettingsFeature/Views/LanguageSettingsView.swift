#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The language list, the current choice checked: layout and binding only.
  public struct LanguageSettingsView: View {
    private let viewModel: LanguageSettingsViewModel
    private let text = SettingsText()

    public init(viewModel: LanguageSettingsViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      List {
        ForEach(viewModel.choices, id: \.self) { choice in
          DSListRow(text.languageName(choice), isSelected: viewModel.selected == choice) { viewModel.select(choice) }
        }
      }
      .navigationTitle(L10n.settings.language.title)
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The languages, English chosen.
    struct LanguageSettingsViewPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = SettingsPreviewFactory() {
          LanguageSettingsView(viewModel: factory.languageSettingsViewModel())
        }
      }
    }
  #endif
#endif
