import AppDomain
import AppTestSupport
import Testing

@Suite struct LoadProfileUseCaseTests {
  @Test func readsTheRepositoryAndPassesItsErrorsOn() async throws {
    let repository = FakeProfileRepository()
    #expect(try await LoadProfileUseCase(repository: repository).execute() == FakeProfileRepository.sample)
    repository.fail(.load, with: .unauthorized)
    await #expect(throws: RepositoryError.unauthorized) {
      _ = try await LoadProfileUseCase(repository: repository).execute()
    }
    #expect(repository.loads == 2)
  }
}
