import AppDomain
import AppLocalization
import Foundation
import KeelDesign
@_spi(ViewTree) import SwiftUI
import Testing

@testable import SettingsFeature

extension ViewSnapshots {
  /// The themes and the appearance picker in two languages, and both chosen through the tree.
  @MainActor @Suite struct ThemeSettingsViewTests {
    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(of: ThemeSettingsView(viewModel: try Screens().themeViewModel()), named: language.rawValue)
    }

    @Test func tappingAThemeSelectsItAndThePickerSetsTheAppearance() throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let viewModel = screens.themeViewModel()
      let tree = ViewTree(ThemeSettingsView(viewModel: viewModel))
      let other = try #require(screens.theme.themes.first { $0.id != screens.theme.theme.id })

      try tree.button(SettingsText().themeName(other)).tap()
      try tree.control("Picker", L10n.settings.appearance.title).select(AppearanceChoice.dark)

      #expect(screens.theme.theme.id == other.id)
      #expect(viewModel.appearance == .dark)
    }
  }
}
