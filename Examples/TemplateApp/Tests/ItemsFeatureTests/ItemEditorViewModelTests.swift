import AppDomain
import AppTestSupport
import Foundation
import KeelTesting
import Testing

@testable import ItemsFeature

@MainActor
@Suite struct ItemEditorViewModelTests {
  @Test func creatingAValidItemSavesItAndTheListShowsItWithoutAReload() async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository, locale: Locale(identifier: "de_DE"))
    let tracker = factory!.tracker
    await factory!.catalog.loadIfNeeded()
    var viewModel: ItemEditorViewModel? = factory!.itemEditorViewModel(mode: .create)
    var saved: [Item] = []
    viewModel!.output = .init(onSaved: { saved.append($0) }, onCancel: {}, onNotice: { _ in })
    #expect(viewModel!.state == .loaded)
    viewModel!.draft = ItemDraft(title: " Scone ", category: "pastries", priceText: "3,5")
    viewModel!.save()
    #expect(viewModel!.isSaving)
    await viewModel!.waitForTask()
    #expect(saved.map(\.title) == ["Scone"])
    #expect(factory!.catalog.items?.last?.title == "Scone")
    #expect(repository.calls == [.list, .create], "no reload")
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  struct Invalid: Sendable, CustomTestStringConvertible {
    let title: String
    let category: String
    let price: String
    let errors: [ItemField: ItemFieldError]
    var testDescription: String { "\(errors)" }
  }

  nonisolated static let invalid: [Invalid] = [
    .init(title: "", category: "drinks", price: "1", errors: [.title: .titleEmpty]),
    .init(
      title: String(repeating: "x", count: 101), category: "drinks", price: "1",
      errors: [.title: .titleTooLong(maximum: 100)]),
    .init(title: "Tea", category: "toys", price: "1", errors: [.category: .categoryUnknown]),
    .init(title: "Tea", category: "drinks", price: "", errors: [.price: .priceMissing]),
    .init(title: "Tea", category: "drinks", price: "-1", errors: [.price: .priceNegative]),
    .init(title: "Tea", category: "drinks", price: "1.005", errors: [.price: .priceTooManyDecimals]),
    .init(title: "Tea", category: "drinks", price: "one", errors: [.price: .priceNotANumber]),
    .init(
      title: " ", category: "?", price: "1,5",
      errors: [.title: .titleEmpty, .category: .categoryUnknown, .price: .priceNotANumber]),
  ]

  @Test(arguments: invalid)
  func eachInvalidFieldIsMarkedAndNothingIsSent(_ invalid: Invalid) async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository)
    let tracker = factory!.tracker
    var viewModel: ItemEditorViewModel? = factory!.itemEditorViewModel(mode: .create)
    viewModel!.draft = ItemDraft(title: invalid.title, category: invalid.category, priceText: invalid.price)
    viewModel!.save()
    await viewModel!.waitForTask()
    #expect(viewModel!.fieldErrors == ItemFieldErrors(invalid.errors))
    #expect(repository.calls.isEmpty)
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func editingFillsTheFormInTheLocaleAndSavesTheChange() async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository, locale: Locale(identifier: "es_ES"))
    let tracker = factory!.tracker
    var viewModel: ItemEditorViewModel? = factory!.itemEditorViewModel(mode: .edit(id: "espresso"))
    #expect(viewModel!.state == .loading)
    viewModel!.onAppear()
    await viewModel!.waitForTask()
    #expect(viewModel!.draft == ItemDraft(title: "Espresso", category: "drinks", priceText: "2,40"))
    viewModel!.draft.priceText = "2,60"
    viewModel!.save()
    await viewModel!.waitForTask()
    #expect(repository.items.first?.price == Decimal(string: "2.6"))
    #expect(factory!.catalog.items == nil, "nothing loaded the list; the save is laid over the next load")
    await factory!.catalog.loadIfNeeded()
    #expect(factory!.catalog.items?.first?.price == Decimal(string: "2.6"))
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aRefusalStaysOnTheFormAndAnOutageIsANotice() async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository)
    let tracker = factory!.tracker
    var viewModel: ItemEditorViewModel? = factory!.itemEditorViewModel(mode: .create)
    var notices: [ItemsNotice] = []
    var cancels = 0
    viewModel!.output = .init(onSaved: { _ in }, onCancel: { cancels += 1 }, onNotice: { notices.append($0) })
    viewModel!.draft = ItemDraft(title: "Tea", category: "drinks", priceText: "1")
    repository.fail(.create, with: .rejected("field 'title' is taken"))
    viewModel!.save()
    await viewModel!.waitForTask()
    #expect(viewModel!.refusal == "field 'title' is taken")
    repository.fail(.create, with: .unavailable("offline"))
    viewModel!.save()
    await viewModel!.waitForTask()
    #expect(viewModel!.refusal == nil)
    #expect(notices == [.saveFailed])
    #expect(viewModel!.isSaving == false)
    viewModel!.cancel()
    #expect(cancels == 1)
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func editingAnItemThatIsGoneIsEmpty() async throws {
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository())
    let tracker = factory!.tracker
    var viewModel: ItemEditorViewModel? = factory!.itemEditorViewModel(mode: .edit(id: "gone"))
    viewModel!.onAppear()
    await viewModel!.waitForTask()
    #expect(viewModel!.state == .empty)
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  // MARK: - Analytics

  /// A created item is tracked once the server accepted it; a draft the validator refuses is not.
  @Test func creatingAnItemIsTrackedOnlyOnceSaved() async throws {
    var factory: ItemsTestFactory? = try ItemsTestFactory(
      repository: FakeItemsRepository(), locale: Locale(identifier: "de_DE"))
    let tracker = factory!.tracker
    let analytics = factory!.analytics
    var viewModel: ItemEditorViewModel? = factory!.itemEditorViewModel(mode: .create)
    viewModel!.output = .init(onSaved: { _ in }, onCancel: {}, onNotice: { _ in })
    viewModel!.draft = ItemDraft(title: "", category: "pastries", priceText: "3,5")
    viewModel!.save()
    await viewModel!.waitForTask()
    #expect(analytics.names.isEmpty)
    viewModel!.draft = ItemDraft(title: "Scone", category: "pastries", priceText: "3,5")
    viewModel!.save()
    await viewModel!.waitForTask()
    #expect(analytics.names == ["Item_Created"])
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
