import AppDomain
import AppLocalization
import Foundation
import KeelTesting
@_spi(ViewTree) import SwiftUI
import Testing

@testable import AppFeature

extension ViewSnapshots {
  /// The session's tab view: the tab bar with its three tabs and the shown tab's screen, in two
  /// languages; a tab chosen through the tree.
  @MainActor @Suite struct SessionCoordinatorViewTests {
    @Test(arguments: SnapshotLanguage.allCases)
    func itemsTab(_ language: SnapshotLanguage) throws {
      language.select()
      let world = try RootScreens()
      assertViewSnapshot(of: SessionCoordinatorView(coordinator: world.sessionCoordinator()), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func settingsTab(_ language: SnapshotLanguage) throws {
      language.select()
      let world = try RootScreens()
      let tabs = world.sessionCoordinator()
      tabs.select(.settings)
      assertViewSnapshot(of: SessionCoordinatorView(coordinator: tabs), named: language.rawValue)
    }

    @Test func tappingATabShowsItsScreen() throws {
      SnapshotLanguage.en.select()
      let world = try RootScreens()
      let tabs = world.sessionCoordinator()
      let tree = ViewTree(SessionCoordinatorView(coordinator: tabs))
      #expect(try tree.view("TabView").property("selection") == "\"\(L10n.items.title)\"")
      #expect(throws: ViewTreeError.self, "Favorites is not on screen yet") { try tree.view("FavoritesListView") }

      try tree.view("TabView").select(AppTab.favorites)
      tree.reload()

      #expect(tabs.selectedTab == .favorites)
      #expect(try tree.view("TabView").property("selection") == "\"\(L10n.favorites.title)\"")
      #expect(throws: ViewTreeError.self, "the Items list left the screen") { try tree.view("ItemsListView") }
      _ = try tree.view("FavoritesListView")
    }
  }
}
