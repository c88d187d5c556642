import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import ItemsFeature

extension ViewSnapshots {
  /// The Items list in its four states and two languages, and driven through its tree.
  @MainActor @Suite struct ItemsListViewTests {
    /// The list view over `screens`, loaded through its own `.onAppear` as SwiftUI would.
    static func appeared(_ screens: Screens) async throws -> (ItemsListView, ItemsListViewModel) {
      let viewModel = screens.listViewModel()
      return (
        try await ViewTree.appeared(ItemsListView(viewModel: viewModel)) { await viewModel.waitForLoad() }, viewModel
      )
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      let screens = try Screens(locale: language.locale)
      assertViewSnapshot(of: ItemsListView(viewModel: screens.listViewModel()), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      language.select()
      let screens = try Screens(favorites: ["croissant"], locale: language.locale)
      let (view, _) = try await Self.appeared(screens)
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens(items: [], locale: language.locale))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      language.select()
      let screens = try Screens(locale: language.locale)
      screens.repository.fail(.list, with: .unavailable("offline"))
      let (view, _) = try await Self.appeared(screens)
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func theErrorStatesRetryLoadsTheListAgain() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      screens.repository.fail(.list, with: .unavailable("offline"))
      let (view, viewModel) = try await Self.appeared(screens)
      let tree = ViewTree(view)
      #expect(!tree.contains(text: "Espresso"))

      screens.repository.fail(.list, with: nil)
      try tree.button(L10n.common.retry).tap()
      await viewModel.waitForLoad()
      tree.reload()

      #expect(screens.repository.calls == [.list, .list])
      #expect(tree.contains(text: "Espresso"))
      #expect(throws: ViewTreeError.self) { try tree.button(L10n.common.retry) }
    }

    @Test func theAddButtonAsksForTheEditor() async throws {
      SnapshotLanguage.en.select()
      let (view, viewModel) = try await Self.appeared(try Screens())
      var creates = 0
      viewModel.output = .init(onSelect: { _ in }, onCreate: { creates += 1 }, onNotice: { _ in })

      try ViewTree(view).button(L10n.items.add).tap()

      #expect(creates == 1)
    }

    @Test func aRowOpensItsItemAndItsStarMarksAFavorite() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens)
      var selected: [String] = []
      viewModel.output = .init(onSelect: { selected.append($0) }, onCreate: {}, onNotice: { _ in })
      let tree = ViewTree(view)

      try tree.button("Croissant").tap()
      let row = try tree.find("Croissant's row") { $0.kind == "ItemRowView" && $0.text.hasPrefix("Croissant") }
      try row.find("its star") { $0.kind == "Button" && $0.modifier("accessibilityLabel") != nil }.tap()
      await viewModel.waitForFavoriteToggle()

      #expect(selected == ["croissant"])
      #expect(screens.favorites.favoriteIDs.value == ["croissant"])
    }

    @Test func deletingAsksFirstAndTheConfirmationRemovesTheRow() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens)
      let tree = ViewTree(view)
      let espressoRow = try tree.find("Espresso's row") { $0.kind == "ItemRowView" && $0.text.hasPrefix("Espresso") }
      let swipe = try #require(espressoRow.modifier("swipeActions"))
      let delete = try #require(swipe.content.first { $0.kind == "Button" })

      try delete.tap()
      tree.reload()
      let dialog = try tree.modifier("confirmationDialog")
      #expect(dialog.arguments.last == "isPresented: true")
      try #require(dialog.content.first { $0.kind == "Button" && $0.property("role") == "destructive" }).tap()
      await viewModel.waitForDelete()
      tree.reload()

      #expect(!tree.contains(text: "Espresso"))
      #expect(!screens.repository.items.contains { $0.id == "espresso" })
    }
  }
}
