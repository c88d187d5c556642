import AppDomain
import AppTestSupport
import Foundation
import Testing

@Suite struct UpdateItemUseCaseTests {
  @Test func aValidDraftReplacesTheItemsFields() async throws {
    let repository = FakeItemsRepository()
    let item = try await UpdateItemUseCase(repository: repository, locale: Locale(identifier: "de_DE"))
      .execute(id: "espresso", ItemDraft(title: "Doppio", category: "drinks", priceText: "2,90"))
    #expect(item == Item(id: "espresso", title: "Doppio", category: "drinks", price: Decimal(string: "2.9")!))
    #expect(repository.items.first == item)
  }

  @Test func fieldErrorsAndAMissingItemAreTold() async {
    let repository = FakeItemsRepository()
    let useCase = UpdateItemUseCase(repository: repository, locale: Locale(identifier: "en_US"))
    await #expect(throws: ItemSaveError.invalid(ItemFieldErrors([.price: .priceTooManyDecimals]))) {
      _ = try await useCase.execute(id: "espresso", ItemDraft(title: "A", category: "drinks", priceText: "1.001"))
    }
    #expect(repository.calls.isEmpty)
    await #expect(throws: ItemSaveError.repository(.notFound)) {
      _ = try await useCase.execute(id: "gone", ItemDraft(title: "A", category: "drinks", priceText: "1"))
    }
  }
}
