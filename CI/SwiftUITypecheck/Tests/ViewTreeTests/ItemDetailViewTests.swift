import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import ItemsFeature

extension ViewSnapshots {
  /// An item's detail in its four states and two languages, and its actions through the tree.
  @MainActor @Suite struct ItemDetailViewTests {
    static func appeared(
      _ screens: Screens, id: String = "espresso"
    ) async throws -> (ItemDetailView, ItemDetailViewModel) {
      let viewModel = screens.detailViewModel(id: id)
      return (
        try await ViewTree.appeared(ItemDetailView(viewModel: viewModel)) { await viewModel.waitForTasks() }, viewModel
      )
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      let screens = try Screens(locale: language.locale)
      assertViewSnapshot(
        of: ItemDetailView(viewModel: screens.detailViewModel(id: "espresso")), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens(favorites: ["espresso"], locale: language.locale))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens(locale: language.locale), id: "gone")
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      language.select()
      let screens = try Screens(locale: language.locale)
      screens.repository.fail(.list, with: .unavailable("offline"))
      screens.repository.fail(.item, with: .unavailable("offline"))
      let (view, _) = try await Self.appeared(screens)
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func editAsksForTheEditorAndDeleteAsksFirst() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens)
      var edits: [String] = []
      var deleted = 0
      viewModel.output = .init(onEdit: { edits.append($0) }, onDeleted: { deleted += 1 }, onNotice: { _ in })
      let tree = ViewTree(view)

      try tree.find("the toolbar's Edit") { $0.kind == "Button" && $0.value == L10n.common.edit }.tap()
      try tree.find("the Delete button") { $0.kind == "Button" && $0.value == L10n.common.delete }.tap()
      tree.reload()
      let dialog = try tree.modifier("confirmationDialog")
      #expect(dialog.arguments.last == "isPresented: true")
      #expect(deleted == 0)
      try #require(dialog.content.first { $0.property("role") == "destructive" }).tap()
      await viewModel.waitForTasks()

      #expect(edits == ["espresso"])
      #expect(deleted == 1)
      #expect(!screens.repository.items.contains { $0.id == "espresso" })
    }
  }
}
