import AppDomain
import AppTestSupport
import Foundation
import Testing

@Suite struct DeleteAccountUseCaseTests {
  @Test func deletesOnTheServerThenErasesTheDevicesCopy() async throws {
    let repository = FakeAccountRepository()
    let localData = RecordingLocalAccountData()
    let password = UUID().uuidString
    try await DeleteAccountUseCase(repository: repository, userID: "ada@example.org", localData: localData)
      .execute(password: password)
    #expect(repository.passwords == [password])
    #expect(localData.erasedUserIDs == ["ada@example.org"])
  }

  @Test func checksTheInputBeforeSendingAnything() async {
    let repository = FakeAccountRepository()
    let localData = RecordingLocalAccountData()
    await #expect(throws: DeleteAccountError.passwordMissing) {
      try await DeleteAccountUseCase(repository: repository, userID: "ada@example.org", localData: localData)
        .execute(password: "")
    }
    await #expect(throws: DeleteAccountError.noAccount) {
      try await DeleteAccountUseCase(repository: repository, userID: "", localData: localData)
        .execute(password: UUID().uuidString)
    }
    #expect(repository.passwords.isEmpty)
    #expect(localData.erasedUserIDs.isEmpty)
  }

  @Test(arguments: [
    (RepositoryError.unauthorized, DeleteAccountError.wrongPassword),
    (.unavailable("timeout"), .unavailable),
    (.rejected("account locked"), .refused("account locked")),
  ])
  func aRefusalKeepsEverythingOnTheDevice(failure: RepositoryError, expected: DeleteAccountError) async {
    let repository = FakeAccountRepository()
    repository.fail(with: failure)
    let localData = RecordingLocalAccountData()
    await #expect(throws: expected) {
      try await DeleteAccountUseCase(repository: repository, userID: "ada@example.org", localData: localData)
        .execute(password: UUID().uuidString)
    }
    #expect(localData.erasedUserIDs.isEmpty)
  }
}
