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

  /// Swiping the editor away while its save is on the way: the item still reaches the list
  /// when the server answers, and a failure the form can no longer show is a toast. Found from
  /// the device: the sheet was the editor's only owner and its end cancelled the save.
  @Test func anEditorSwipedAwayMidSaveStillSavesIntoTheList() async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository)
    let tracker = factory!.tracker
    var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    coordinator!.listViewModel.onAppear()
    await coordinator!.listViewModel.waitForLoad()
    repository.hold(.create)
    try await Self.startCreate(in: coordinator!, title: "Scone", repository: repository)
    Self.swipeAway(coordinator!)
    repository.release(.create)
    try await waitForCondition { factory!.catalog.items?.map(\.title).contains("Scone") == true }
    #expect(coordinator!.navigator.sheet == nil)

    repository.hold(.create)
    repository.fail(.create, with: .rejected("field 'title' is taken"))
    try await Self.startCreate(in: coordinator!, title: "Tea", repository: repository)
    Self.swipeAway(coordinator!)
    repository.release(.create)
    try await waitForCondition { factory!.toasts.current?.message == ItemsText().notice(.saveFailed) }
    #expect(factory!.catalog.items?.map(\.title).contains("Tea") == false)

    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  /// A second tap on save, or on + after swiping the editor away, while a create is on its way
  /// sends no second create: + shows the editor that is saving.
  @Test func aSecondTapOnSaveOrOnPlusSendsOneCreate() async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository)
    let tracker = factory!.tracker
    var coordinator: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
    tracker.track(coordinator!)
    coordinator!.listViewModel.onAppear()
    await coordinator!.listViewModel.waitForLoad()
    repository.hold(.create)
    try await Self.startCreate(in: coordinator!, title: "Scone", repository: repository)
    Self.swipeAway(coordinator!)

    coordinator!.listViewModel.create()
    do {
      let again = try #require(Self.editor(coordinator!.navigator.sheet))
      again.onAppear()
      #expect(again.isSaving, "the create on its way, not an empty form")
      // The person types it again and taps save.
      again.draft = ItemDraft(title: "Scone", category: "pastries", priceText: "3")
      again.save()
    }
    repository.release(.create)
    try await waitForCondition { coordinator!.navigator.sheet == nil }
    #expect(repository.calls.filter { $0 == .create }.count == 1)
    #expect(factory!.catalog.items?.filter { $0.title == "Scone" }.count == 1)

    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  /// Taps + and save (twice) and waits until the server has the create and holds its answer.
  private static func startCreate(
    in coordinator: ItemsCoordinator, title: String, repository: FakeItemsRepository
  ) async throws {
    let before = repository.heldCount(.create)
    coordinator.listViewModel.create()
    let editor = try #require(Self.editor(coordinator.navigator.sheet))
    editor.onAppear()
    editor.draft = ItemDraft(title: title, category: "pastries", priceText: "3")
    editor.save()
    editor.save()
    try await waitForCondition { repository.heldCount(.create) == before + 1 }
  }

  /// The swipe: the sheet's binding clears the presentation and the view disappears; nothing
  /// else holds the editor.
  private static func swipeAway(_ coordinator: ItemsCoordinator) {
    let editor = Self.editor(coordinator.navigator.sheet)
    coordinator.navigator.dismiss()
    editor?.onDisappear()
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
