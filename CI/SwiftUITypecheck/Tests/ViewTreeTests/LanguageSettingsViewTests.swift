import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import SettingsFeature

extension ViewSnapshots {
  /// The language list in two languages, and a choice made through the tree.
  @MainActor @Suite struct LanguageSettingsViewTests {
    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) throws {
      language.select()
      let screens = try Screens()
      screens.language.select(.german)
      assertViewSnapshot(of: LanguageSettingsView(viewModel: screens.languageViewModel()), named: language.rawValue)
    }

    @Test func tappingALanguageSelectsItAndChecksIt() throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let viewModel = screens.languageViewModel()
      var chosen: [LanguageChoice] = []
      viewModel.output = .init(onSelect: { chosen.append($0) })
      let tree = ViewTree(LanguageSettingsView(viewModel: viewModel))
      let spanish = SettingsText().languageName(.spanish)

      try tree.button(spanish).tap()
      tree.reload()

      #expect(screens.language.current == .spanish)
      #expect(chosen == [.spanish])
      let row = try tree.find("the Spanish row") { $0.kind == "DSListRow" && $0.text.hasPrefix(spanish) }
      #expect(row.descendants.contains { $0.kind == "Image" && $0.property("image") == "systemName: checkmark" })
    }
  }
}
