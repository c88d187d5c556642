import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import FavoritesFeature

extension ViewSnapshots {
  /// The Favorites tab in its four states and two languages, and its rows through the tree.
  @MainActor @Suite struct FavoritesListViewTests {
    @MainActor struct Screen {
      let screens: Screens
      let viewModel: FavoritesListViewModel
      var repository: FakeItemsRepository { screens.repository }
      var favorites: InMemoryFavorites { screens.favorites }
      var view: FavoritesListView { FavoritesListView(viewModel: viewModel) }

      init(favorites ids: Set<String> = ["croissant"], language: SnapshotLanguage = .en) throws {
        screens = try Screens(favorites: ids, locale: language.locale)
        viewModel = screens.favoritesViewModel()
      }

      func appeared() async throws -> Screen {
        _ = try await ViewTree.appeared(view) { await viewModel.waitForLoad() }
        return self
      }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(of: try Screen(language: language).view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      language.select()
      let screen = try await Screen(favorites: ["croissant", "espresso"], language: language).appeared()
      assertViewSnapshot(of: screen.view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) async throws {
      language.select()
      let screen = try await Screen(favorites: [], language: language).appeared()
      assertViewSnapshot(of: screen.view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      language.select()
      let unloaded = try Screen(language: language)
      unloaded.repository.fail(.list, with: .unavailable("offline"))
      let screen = try await unloaded.appeared()
      assertViewSnapshot(of: screen.view, named: language.rawValue)
    }

    @Test func aRowOpensItsItemAndItsSwipeRemovesTheFavorite() async throws {
      SnapshotLanguage.en.select()
      let screen = try await Screen().appeared()
      var opened: [String] = []
      screen.viewModel.output = .init(onOpenItem: { opened.append($0) }, onBrowseItems: {}, onNotice: { _ in })
      let tree = ViewTree(screen.view)

      try tree.button("Croissant").tap()
      let row = try tree.find("Croissant's row") { $0.kind == "DSListRow" && $0.text.hasPrefix("Croissant") }
      let swipe = try #require(row.modifier("swipeActions"))
      try #require(swipe.content.first { $0.kind == "Button" }).tap()
      await screen.viewModel.waitForRemoval()

      #expect(opened == ["croissant"])
      #expect(screen.favorites.favoriteIDs.value.isEmpty)
    }
  }
}
