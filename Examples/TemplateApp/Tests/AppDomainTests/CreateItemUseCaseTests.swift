import AppDomain
import AppTestSupport
import Foundation
import Testing

@Suite struct CreateItemUseCaseTests {
  let locale = Locale(identifier: "en_US")

  @Test func aValidDraftIsCreatedTrimmed() async throws {
    let repository = FakeItemsRepository(items: [])
    let item = try await CreateItemUseCase(repository: repository, locale: locale)
      .execute(ItemDraft(title: " Scone ", category: "pastries", priceText: "3.5"))
    #expect(item.title == "Scone")
    #expect(item.price == Decimal(string: "3.5"))
    #expect(repository.items == [item])
  }

  @Test func anInvalidDraftNeverReachesTheRepository() async {
    let repository = FakeItemsRepository(items: [])
    await #expect(throws: ItemSaveError.invalid(ItemFieldErrors([.title: .titleEmpty, .price: .priceMissing]))) {
      _ = try await CreateItemUseCase(repository: repository, locale: locale)
        .execute(ItemDraft(title: "", category: "drinks", priceText: ""))
    }
    #expect(repository.calls.isEmpty)
  }

  @Test func aRefusalIsARepositoryError() async {
    let repository = FakeItemsRepository(items: [])
    repository.fail(.create, with: .rejected("no"))
    await #expect(throws: ItemSaveError.repository(.rejected("no"))) {
      _ = try await CreateItemUseCase(repository: repository, locale: locale)
        .execute(ItemDraft(title: "Tea", category: "drinks", priceText: "1"))
    }
  }
}
