import AppDomain
import AppLocalization
@_spi(ViewTree) import SwiftUI
import Testing

@testable import SettingsFeature

extension ViewSnapshots {
  /// Account deletion's password field.
  @MainActor @Suite struct DeleteAccountViewTests {
    /// Issue 34 item 15: the password that confirms the deletion is the account's own, so
    /// Password AutoFill offers it, and iOS neither capitalises nor corrects it.
    @Test func thePasswordFieldAsksForTheAccountsPassword() throws {
      SnapshotLanguage.en.select()
      let tree = ViewTree(DeleteAccountView(viewModel: try RootScreens().deleteAccountViewModel()))

      CredentialFieldTraits.password.expect(on: try tree.control("SecureField", L10n.account.delete.password))
    }

    /// Issue 34 item 4: a Sign in with Apple account has no password; Apple's button confirms
    /// it is the person, and no password field shows.
    @Test func anAppleAccountReauthenticatesWithApplesButton() throws {
      SnapshotLanguage.en.select()
      let viewModel = DeleteAccountViewModel(
        deleteAccount: DeleteAccountUseCase(
          repository: FakeAccountRepository(), userID: FakeProfileRepository.sample.email,
          localData: RecordingLocalAccountData()),
        reauthentication: .apple)
      let tree = ViewTree(DeleteAccountView(viewModel: viewModel))
      _ = try tree.view("SignInWithAppleButton")
      #expect(throws: ViewTreeError.self) { try tree.control("SecureField", L10n.account.delete.password) }
    }
  }
}
