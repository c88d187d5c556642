import AppDomain
import AppTestSupport
import Testing

@Suite struct DeleteItemUseCaseTests {
  @Test func deletesAndCountsAnItemAlreadyGoneAsDeleted() async throws {
    let repository = FakeItemsRepository()
    let useCase = DeleteItemUseCase(repository: repository)
    try await useCase.execute(id: "espresso")
    try await useCase.execute(id: "espresso")
    #expect(repository.items.map(\.id) == ["flat-white", "croissant"])
  }

  @Test func anyOtherFailureIsThrown() async {
    let repository = FakeItemsRepository()
    repository.fail(.delete, with: .unavailable("offline"))
    await #expect(throws: RepositoryError.unavailable("offline")) {
      try await DeleteItemUseCase(repository: repository).execute(id: "espresso")
    }
  }
}
