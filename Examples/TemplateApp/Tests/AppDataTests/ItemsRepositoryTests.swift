import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import Testing

@Suite("ItemsRepository against the development server")
struct ItemsRepositoryTests {
  @Test func listsTheSeededItemsWithExactDecimalPrices() async throws {
    try await DevServerHarness.with { harness in
      let repository = ItemsRepository(client: try await harness.signedInClient().client)
      let items = try await repository.items()
      #expect(items.count == 6)
      #expect(items.first { $0.id == "espresso" }?.price == Decimal(string: "2.40"))
      #expect(ItemTotals(items: items).overall == Decimal(string: "22.34"))
    }
  }

  @Test func fetchesOneItemAndReportsAMissingOne() async throws {
    try await DevServerHarness.with { harness in
      let repository = ItemsRepository(client: try await harness.signedInClient().client)
      #expect(try await repository.item(id: "notebook").title == "Notebook")
      await #expect(throws: RepositoryError.notFound) { _ = try await repository.item(id: "missing") }
    }
  }

  @Test func createsUpdatesAndDeletesThroughTheUseCases() async throws {
    try await DevServerHarness.with { harness in
      let repository = ItemsRepository(client: try await harness.signedInClient().client)
      let locale = Locale(identifier: "de_DE")
      let created = try await CreateItemUseCase(repository: repository, locale: locale)
        .execute(ItemDraft(title: " Scone ", category: "pastries", priceText: "3,5"))
      #expect(created.title == "Scone")
      #expect(created.price == Decimal(string: "3.50"))
      #expect(try await harness.server.database.item(owner: harness.account.email, id: created.id)?.price == "3.50")
      let updated = try await UpdateItemUseCase(repository: repository, locale: locale)
        .execute(id: created.id, ItemDraft(title: "Cheese scone", category: "pastries", priceText: "4"))
      #expect(updated == Item(id: created.id, title: "Cheese scone", category: "pastries", price: 4))
      try await DeleteItemUseCase(repository: repository).execute(id: created.id)
      #expect(try await repository.items().map(\.id).contains(created.id) == false)
      await #expect(throws: RepositoryError.notFound) { try await repository.deleteItem(id: created.id) }
    }
  }

  @Test func aRefusedWriteCarriesTheServersMessage() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.deleteItem: .status(409)])) { harness in
      let repository = ItemsRepository(client: try await harness.signedInClient().client)
      await #expect(throws: RepositoryError.rejected("deleteItem is configured to fail with 409")) {
        try await repository.deleteItem(id: "espresso")
      }
      #expect(try await repository.items().count == 6, "nothing was deleted")
    }
  }

  @Test func aServerErrorIsUnavailableAndABrokenBodyIsInvalid() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.items: .status(500)])) { harness in
      let repository = ItemsRepository(client: try await harness.signedInClient().client)
      await #expect {
        _ = try await repository.items()
      } throws: { error in
        if case RepositoryError.unavailable = error { true } else { false }
      }
      harness.server.update { $0.failures[.items] = .malformedBody }
      await #expect {
        _ = try await repository.items()
      } throws: { error in
        if case RepositoryError.invalidResponse = error { true } else { false }
      }
    }
  }

  @Test func withoutASessionItIsUnauthorized() async throws {
    try await DevServerHarness.with { harness in
      await #expect(throws: RepositoryError.unauthorized) {
        _ = try await ItemsRepository(client: harness.anonymousClient()).items()
      }
      #expect(harness.server.activity.records.isEmpty, "nothing is sent without credentials")
    }
  }
}
