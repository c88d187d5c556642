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
