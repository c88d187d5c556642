import AppDomain
import AppFixtures
import Foundation
import Testing

/// The mock build's and the previews' account deletion, driven through the use case the
/// Delete account screen runs.
@Suite struct FixtureAccountRepositoryTests {
  @Test func aDeletionSucceedsWithAnyPassword() async {
    let useCase = DeleteAccountUseCase(
      repository: FixtureAccountRepository(), userID: AppFixtures.profile.email, localData: FixtureLocalAccountData())
    await #expect(throws: Never.self) { try await useCase.execute(password: UUID().uuidString) }
  }

  @Test func aFailureReachesTheUseCase() async {
    let useCase = DeleteAccountUseCase(
      repository: FixtureAccountRepository(failure: .unauthorized), userID: AppFixtures.profile.email,
      localData: FixtureLocalAccountData())
    await #expect(throws: DeleteAccountError.wrongPassword) { try await useCase.execute(password: UUID().uuidString) }
  }
}
