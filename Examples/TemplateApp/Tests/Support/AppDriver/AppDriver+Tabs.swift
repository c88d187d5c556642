import AppDomain
import AppFeature
// keel:sample begin
import FavoritesFeature
// keel:sample end
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelNavigation
import SettingsFeature

/// The main tabs, used as a person uses them: the tab bar, the lists, a tapped row, Settings'
/// sign-out; and the platform's calls the app file forwards (an opened URL, the background).
extension AppDriver {
  /// The tabs, or a thrown error naming what shows instead.
  public func requireTabs() throws -> SessionCoordinator {
    guard let tabs else { throw JourneyError.unexpectedScreen(wanted: "the main tabs", shown: shown) }
    return tabs
  }

  /// A tap on `tab` in the tab bar.
  public func select(_ tab: AppTab) throws {
    try requireTabs().tabSelection.set(tab)
    settleNavigation()
  }

  /// A URL opened the app (`onOpenURL`); the steps it starts are animated to their end.
  public func open(_ url: URL) {
    root.open(url)
    settleNavigation()
  }

  /// Plays the view layer's part in multi-step navigation: each tab's step in flight is
  /// reported finished (what ``TabStack/reportStepFinished(_:after:clock:)`` does after the
  /// animation), until no tab has one.
  public func settleNavigation() {
    defer { observe() }
    guard let tabs else { return }
    // A plan has a handful of steps; the bound only stops a runner that never settles.
    for _ in 0..<32 {
      let moving = tabs.tabs.filter { tabs.stack(for: $0)?.runner.stepInFlight != nil }
      if moving.isEmpty { return }
      for tab in moving { tabs.stepFinished(on: tab) }
    }
  }

  /// The app went to the background (its navigation is saved).
  public func enterBackground() {
    root.sceneDidEnterBackground()
  }

  // keel:sample begin
  /// The Items list as it shows once loaded (its screen appears, as the tab's view does).
  @discardableResult
  public func showItemsList(file: String = #fileID, line: Int = #line) async throws -> ItemsListViewModel {
    let list = try requireTabs().items.listViewModel
    track(list, session: true)
    list.onAppear()
    try await wait(until: { list.isLoaded }, file: file, line: line)
    return list
  }

  /// The Favorites list as it shows once loaded.
  @discardableResult
  public func showFavoritesList(file: String = #fileID, line: Int = #line) async throws -> FavoritesListViewModel {
    let list = try requireTabs().favorites.listViewModel
    track(list, session: true)
    list.onAppear()
    try await wait(
      until: {
        switch list.state {
        case .loading: false
        default: true
        }
      }, file: file, line: line)
    return list
  }

  /// A tap on a row of the Items list: its detail is pushed and appears.
  @discardableResult
  public func openItem(_ id: String, file: String = #fileID, line: Int = #line) async throws -> ItemDetailViewModel {
    let list = try await showItemsList(file: file, line: line)
    list.select(id: id)
    settleNavigation()
    guard case .detail(let detail)? = try requireTabs().items.navigator.top, detail.itemID == id else {
      throw JourneyError.unexpectedScreen(wanted: "the detail of \(id)", shown: shown)
    }
    return detail
  }
  // keel:sample end

  /// Settings' "Sign out", confirmed; returns once sign-in shows again.
  public func signOutFromSettings(file: String = #fileID, line: Int = #line) async throws {
    try select(.settings)
    let settings = try requireTabs().settings.settingsViewModel
    track(settings, session: true)
    settings.requestSignOut()
    settings.confirmSignOut()
    try await wait(for: .signIn, file: file, line: line)
  }
}

// keel:sample begin
extension ItemsListViewModel {
  /// The ids of the rows shown, section by section; empty until loaded.
  public var shownIDs: [String] {
    guard case .loaded(let listing) = state else { return [] }
    return listing.sections.flatMap { $0.rows.map(\.id) }
  }

  /// Whether the list has finished its first load (a list, an empty list or an error).
  fileprivate var isLoaded: Bool {
    switch state {
    case .loading: false
    case .loaded, .empty, .error: true
    }
  }
}

extension FavoritesListViewModel {
  /// The ids of the favorites shown; empty when there are none (or before they load).
  public var shownIDs: [String] {
    guard case .loaded(let rows) = state else { return [] }
    return rows.map(\.id)
  }
}
// keel:sample end
