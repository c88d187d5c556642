import AppDomain
import AppTestSupport
import Foundation
import KeelTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct DeleteAccountViewModelTests {
  /// What the screen reported.
  @MainActor
  final class Reports {
    var deleted = 0
    var cancels = 0
  }

  private func make(_ factory: SettingsTestFactory, reports: Reports) -> DeleteAccountViewModel {
    let viewModel = factory.deleteAccountViewModel()
    viewModel.output = .init(onDeleted: { reports.deleted += 1 }, onCancel: { reports.cancels += 1 })
    return viewModel
  }

  /// A Sign in with Apple account has no password: Apple's re-authentication brings the
  /// confirmation, and its fresh authorization code (used once) goes with the deletion.
  @Test func anAppleAccountDeletesWithAppleAuthorizationCodeAfterTheConfirmation() async throws {
    let factory = try SettingsTestFactory(disk: DiskKeyValueStore())
    let reports = Reports()
    let viewModel = DeleteAccountViewModel(
      deleteAccount: DeleteAccountUseCase(
        repository: factory.accounts, userID: factory.userID, localData: factory.localData),
      reauthentication: .apple)
    viewModel.output = .init(onDeleted: { reports.deleted += 1 }, onCancel: { reports.cancels += 1 })
    #expect(viewModel.reauthenticatesWithApple && viewModel.canDelete)
    viewModel.requestDelete()
    #expect(!viewModel.isConfirming, "the password form's button does nothing for an Apple account")
    viewModel.appleReauthenticationFailed(cancelled: true)
    #expect(viewModel.problem == nil, "a cancel shows nothing")
    viewModel.appleReauthenticated(authorizationCode: nil)
    #expect(viewModel.problem == .unavailable && !viewModel.isConfirming)
    viewModel.appleReauthenticated(authorizationCode: "first")
    #expect(viewModel.isConfirming)
    viewModel.keepAccount()
    viewModel.confirmDelete()
    #expect(factory.accounts.appleAuthorizationCodes.isEmpty, "kept: nothing sent, the code forgotten")
    viewModel.appleReauthenticated(authorizationCode: "fresh")
    viewModel.confirmDelete()
    await viewModel.waitForTask()
    #expect(factory.accounts.appleAuthorizationCodes == ["fresh"])
    #expect(factory.accounts.passwords.isEmpty)
    #expect(reports.deleted == 1 && viewModel.state == .deleted)
    #expect(factory.localData.erasedUserIDs == [factory.userID])
  }

  @Test func deletesOnlyAfterThePasswordAndTheConfirmation() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let reports = Reports()
    do {
      let viewModel = make(factory!, reports: reports)
      #expect(!viewModel.canDelete)
      viewModel.requestDelete()
      #expect(viewModel.problem == .passwordMissing)
      #expect(!viewModel.isConfirming)
      let password = UUID().uuidString
      viewModel.password = password
      #expect(viewModel.problem == nil, "typing clears the problem")
      viewModel.confirmDelete()
      #expect(factory!.accounts.passwords.isEmpty, "no request without the confirmation")
      viewModel.requestDelete()
      #expect(viewModel.isConfirming)
      viewModel.keepAccount()
      #expect(!viewModel.isConfirming)
      viewModel.requestDelete()
      viewModel.confirmDelete()
      #expect(viewModel.state == .deleting)
      viewModel.cancel()
      #expect(reports.cancels == 0, "no leaving while the request is out")
      await viewModel.waitForTask()
      #expect(viewModel.state == .deleted)
      #expect(viewModel.password.isEmpty, "the password is not kept")
      #expect(factory!.accounts.passwords == [password])
      #expect(factory!.localData.erasedUserIDs == [FakeProfileRepository.sample.email])
      #expect(reports.deleted == 1)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test(arguments: [
    (RepositoryError.unauthorized, DeleteAccountError.wrongPassword),
    (.unavailable("offline"), .unavailable),
    (.rejected("locked"), .refused("locked")),
  ])
  func aRefusalStaysOnTheFormAndErasesNothing(failure: RepositoryError, expected: DeleteAccountError) async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let reports = Reports()
    do {
      factory!.accounts.fail(with: failure)
      let viewModel = make(factory!, reports: reports)
      viewModel.password = UUID().uuidString
      viewModel.requestDelete()
      viewModel.confirmDelete()
      await viewModel.waitForTask()
      #expect(viewModel.state == .editing)
      #expect(viewModel.problem == expected)
      #expect(factory!.localData.erasedUserIDs.isEmpty)
      #expect(reports.deleted == 0)
      viewModel.cancel()
      #expect(reports.cancels == 1)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aLocalUserHasNoAccountToDelete() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let reports = Reports()
    do {
      factory!.userID = ""
      let viewModel = make(factory!, reports: reports)
      viewModel.password = UUID().uuidString
      viewModel.requestDelete()
      viewModel.confirmDelete()
      await viewModel.waitForTask()
      #expect(viewModel.problem == .noAccount)
      #expect(factory!.accounts.passwords.isEmpty)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
