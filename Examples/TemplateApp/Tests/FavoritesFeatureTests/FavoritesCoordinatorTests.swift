import AppDomain
import AppTestSupport
import Foundation
import KeelCore
import KeelDesign
import KeelStorage
import KeelTesting
import Testing

@testable import FavoritesFeature

@MainActor
@Suite struct FavoritesCoordinatorTests {
  @Test func theListIsMadeOnceAndARowOpensTheItemsDetailThroughTheOutput() async throws {
    var factory: FavoritesTestFactory? = try FavoritesTestFactory()
    let tracker = factory!.tracker
    var coordinator: FavoritesCoordinator? = FavoritesCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    var opened: [String] = []
    var browsed = 0
    coordinator!.output = .init(onOpenItem: { opened.append($0) }, onBrowseItems: { browsed += 1 })
    #expect(coordinator!.listViewModel === coordinator!.listViewModel)
    coordinator!.listViewModel.open(id: "espresso")
    coordinator!.listViewModel.browseItems()
    #expect(opened == ["espresso"])
    #expect(browsed == 1)
    #expect(coordinator!.routes.isEmpty, "the detail is the Items tab's, never pushed here")
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func noticesBecomeToastsInThePersonsLanguage() async throws {
    let favorites = try TestFavorites.service()
    await favorites.setFavorite(true, itemID: "croissant")
    let repository = FakeItemsRepository()
    var factory: FavoritesTestFactory? = try FavoritesTestFactory(repository: repository, favorites: favorites)
    let tracker = factory!.tracker
    var coordinator: FavoritesCoordinator? = FavoritesCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    coordinator!.listViewModel.onAppear()
    await coordinator!.listViewModel.waitForLoad()
    repository.fail(.list, with: .unavailable("offline"))
    await coordinator!.listViewModel.refresh()
    coordinator!.listViewModel.remove(id: "croissant")
    await coordinator!.listViewModel.waitForRemoval()
    #expect(factory!.toasts.current == Toast(id: 1, message: FavoritesText().notice(.loadFailed), style: .error))
    #expect(factory!.toasts.pending.map(\.style) == [.info])
    #expect(factory!.toasts.pending.map(\.message) == [FavoritesText().notice(.removed(title: "Croissant"))])
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func routesRestoreTheStack() async throws {
    var factory: FavoritesTestFactory? = try FavoritesTestFactory()
    let tracker = factory!.tracker
    var coordinator: FavoritesCoordinator? = FavoritesCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    let saved = try JSONEncoder().encode([FavoritesRoute.list])
    coordinator!.restore(try JSONDecoder().decode([FavoritesRoute].self, from: saved))
    #expect(coordinator!.routes.isEmpty, "the list is the root")
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  /// Two people on one device, one after the other, as the composition root opens and closes
  /// the signed-in scope: each sees only their own favorites, and closing a scope releases its
  /// service and everything that observed it.
  @Test func favoritesAreKeptApartPerUserAndGoWithTheirScope() async throws {
    let disk = DiskKeyValueStore()
    let scopes = SessionScopes()
    let tracker = LeakTracker()

    func openTab(for user: String) async throws -> (FavoritesCoordinator, FavoritesTestFactory) {
      let store = try disk.open()
      let scope = scopes.openSignedIn { scope in
        do {
          try TestFavorites.register(in: scope, userID: user, store: store)
        } catch {
          Issue.record("could not register \(user)'s favorites: \(error)")
        }
      }
      let favorites = try scope.resolve(.favorites)
      tracker.track(favorites as AnyObject, label: "\(user)'s favorites")
      let factory = try FavoritesTestFactory(favorites: favorites)
      let coordinator = FavoritesCoordinator(factory: factory, toasts: factory.toasts)
      tracker.track(coordinator, label: "\(user)'s coordinator")
      tracker.track(coordinator.listViewModel, label: "\(user)'s list")
      coordinator.listViewModel.onAppear()
      await coordinator.listViewModel.waitForLoad()
      return (coordinator, factory)
    }

    do {
      let (ana, anaFactory) = try await openTab(for: "ana@example.com")
      await anaFactory.favorites.setFavorite(true, itemID: "espresso")
      try await waitForCondition {
        FavoritesListViewModelTests.rows(ana.listViewModel.state)?.map(\.id) == ["espresso"]
      }
      scopes.closeSignedIn()
    }
    try await assertNoLeaks(tracker)

    do {
      let (ben, _) = try await openTab(for: "ben@example.com")
      #expect(ben.listViewModel.state == .empty, "Ana's favorites never show for Ben")
      scopes.closeSignedIn()
    }
    try await assertNoLeaks(tracker)

    do {
      let (ana, _) = try await openTab(for: "ana@example.com")
      #expect(FavoritesListViewModelTests.rows(ana.listViewModel.state)?.map(\.id) == ["espresso"])
      scopes.closeSignedIn()
    }
    try await assertNoLeaks(tracker)
  }
}
