import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelDesign
import KeelTesting
import Testing

@testable import ItemsFeature

@MainActor
@Suite struct ItemsCoordinatorTests {
  static func editor(_ screen: ItemsScreen?) -> ItemEditorViewModel? {
    if case .editor(let viewModel) = screen { return viewModel }
    return nil
  }

  static func detail(_ screen: ItemsScreen?) -> ItemDetailViewModel? {
    if case .detail(let viewModel) = screen { return viewModel }
    return nil
  }

  @Test func theListIsMadeOnceAndItsOutputsNavigate() async throws {
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository())
    let tracker = factory!.tracker
    var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    #expect(coordinator!.listViewModel === coordinator!.listViewModel)
    coordinator!.listViewModel.select(id: "espresso")
    coordinator!.listViewModel.select(id: "espresso")
    #expect(coordinator!.routes == [.detail(id: "espresso")], "the same detail is not pushed twice")
    coordinator!.listViewModel.create()
    #expect(coordinator!.navigator.sheet?.route == .create)
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aSaveDismissesTheEditorAndShowsInTheList() async throws {
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository())
    let tracker = factory!.tracker
    var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    coordinator!.listViewModel.onAppear()
    await coordinator!.listViewModel.waitForLoad()
    coordinator!.show(.create)
    // The test's own reference to the editor ends with this block, before the leak check.
    do {
      let editor = try #require(Self.editor(coordinator!.navigator.sheet))
      editor.draft = ItemDraft(title: "Scone", category: "pastries", priceText: "3")
      editor.save()
      await editor.waitForTask()
    }
    #expect(coordinator!.navigator.sheet == nil)
    guard case .loaded(let listing) = coordinator!.listViewModel.state else {
      Issue.record("list not loaded")
      return
    }
    #expect(listing.sections[1].rows.map(\.title) == ["Croissant", "Scone"])
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func deletingFromTheDetailPopsItAndARefusalRaisesAToast() async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository)
    let tracker = factory!.tracker
    var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    coordinator!.listViewModel.onAppear()
    await coordinator!.listViewModel.waitForLoad()
    coordinator!.show(.detail(id: "croissant"))
    do {
      let detail = try #require(Self.detail(coordinator!.navigator.top))
      repository.fail(.delete, with: .rejected("locked"))
      detail.requestDelete()
      detail.confirmDelete()
      #expect(coordinator!.path.isEmpty, "popped at once")
      let expected = ItemsText().notice(.deleteRefused(title: "Croissant"))
      try await waitForCondition { factory!.toasts.current?.message == expected }
      #expect(factory!.toasts.current?.style == .error)
      detail.edit()
      #expect(coordinator!.navigator.sheet?.route == .edit(id: "croissant"))
    }
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func routesRestoreTheStack() async throws {
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository())
    let tracker = factory!.tracker
    var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    let saved = try JSONEncoder().encode([ItemsRoute.detail(id: "espresso")])
    coordinator!.restore(try JSONDecoder().decode([ItemsRoute].self, from: saved))
    #expect(coordinator!.routes == [.detail(id: "espresso")])
    coordinator!.show(.list)
    #expect(coordinator!.routes.isEmpty)
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aFailedRefreshOverTheDevServerKeepsTheListAndRaisesOneToast() async throws {
    try await DevServerHarness.with { harness in
      var factory: ItemsTestFactory? = try ItemsTestFactory(repository: try await harness.signedInItemsRepository())
      let tracker = factory!.tracker
      var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
      tracker.track(coordinator!)
      coordinator!.listViewModel.onAppear()
      await coordinator!.listViewModel.waitForLoad()
      let loaded = coordinator!.listViewModel.state

      harness.server.update { $0.failures[.items] = .status(503) }
      await coordinator!.listViewModel.refresh()
      await coordinator!.listViewModel.refresh()
      #expect(coordinator!.listViewModel.state == loaded, "the last list stays")
      #expect(factory!.toasts.current?.message == ItemsText().notice(.loadFailed))
      #expect(factory!.toasts.current?.style == .error)
      #expect(factory!.toasts.pending.isEmpty, "the same failure twice within 2 s is one toast")

      coordinator = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }

  @Test func aDeleteTheDevServerRefusesIsPutBackWithAToast() async throws {
    try await DevServerHarness.with { harness in
      var factory: ItemsTestFactory? = try ItemsTestFactory(repository: try await harness.signedInItemsRepository())
      let tracker = factory!.tracker
      var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
      tracker.track(coordinator!)
      coordinator!.listViewModel.onAppear()
      await coordinator!.listViewModel.waitForLoad()
      let loaded = coordinator!.listViewModel.state

      harness.server.update { $0.failures[.deleteItem] = .status(500) }
      coordinator!.listViewModel.requestDelete(id: "croissant")
      coordinator!.listViewModel.confirmDelete()
      #expect(coordinator!.listViewModel.state != loaded, "removed at once")
      await coordinator!.listViewModel.waitForDelete()
      #expect(coordinator!.listViewModel.state == loaded, "put back where it was")
      #expect(factory!.toasts.current?.message == ItemsText().notice(.deleteRefused(title: "Croissant")))
      #expect(factory!.toasts.current?.style == .error)

      harness.server.update { $0.failures[.deleteItem] = nil }
      await coordinator!.listViewModel.refresh()
      #expect(coordinator!.listViewModel.state == loaded, "the server still has it")

      coordinator = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }
}
