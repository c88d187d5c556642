import AppDomain
import AppLocalization
import Foundation
import KeelTesting
@_spi(ViewTree) import SwiftUI
import Testing

@testable import AuthFeature

extension ViewSnapshots {
  /// Sign-up in its states and two languages, and its validation through the tree.
  @MainActor @Suite struct SignUpViewTests {
    static func fill(_ tree: ViewTree, email: String, password: String, confirmation: String) throws {
      try tree.control("TextField", L10n.auth.email).type(email)
      try tree.control("SecureField", L10n.auth.password).type(password)
      try tree.control("SecureField", L10n.auth.confirmation).type(confirmation)
      tree.reload()
    }

    /// A valid form sent, the repository failing with `failure`.
    static func sent(_ language: SnapshotLanguage, failure: RepositoryError) async throws -> SignUpView {
      language.select()
      let viewModel = try Screens(sessionRepository: failure).signUpViewModel()
      let view = SignUpView(viewModel: viewModel)
      let tree = ViewTree(view)
      let password = TestSecret.repeated("x", 12)
      try fill(tree, email: "ada@example.org", password: password, confirmation: password)
      try tree.button(L10n.auth.signUp.button).tap()
      try await waitForCondition(timeout: Screens.patience) { !viewModel.isSubmitting }
      return view
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(of: SignUpView(viewModel: try Screens().signUpViewModel()), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func validationErrors(_ language: SnapshotLanguage) throws {
      language.select()
      let view = SignUpView(viewModel: try Screens().signUpViewModel())
      try Self.fill(
        ViewTree(view), email: "ada", password: TestSecret.repeated("x", 3), confirmation: TestSecret.repeated("y", 3))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func rejected(_ language: SnapshotLanguage) async throws {
      assertViewSnapshot(
        of: try await Self.sent(language, failure: .rejected("That email already has an account.")),
        named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      assertViewSnapshot(of: try await Self.sent(language, failure: .unavailable("offline")), named: language.rawValue)
    }

    @Test func theConfirmationMustMatchBeforeTheFormCanBeSent() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let viewModel = screens.signUpViewModel()
      var signedUp: [SignedInUser] = []
      viewModel.output = .init(signedUp: { signedUp.append($0) })
      let tree = ViewTree(SignUpView(viewModel: viewModel))
      let password = TestSecret.repeated("x", 12)

      try Self.fill(tree, email: "ada@example.org", password: password, confirmation: password + "!")
      #expect(tree.contains(text: L10n.auth.error.mismatch))
      #expect(throws: ViewTreeError.self) { try tree.button(L10n.auth.signUp.button).tap() }

      try tree.control("SecureField", L10n.auth.confirmation).type(password)
      tree.reload()
      #expect(!tree.contains(text: L10n.auth.error.mismatch))
      try tree.button(L10n.auth.signUp.button).tap()
      try await waitForCondition(timeout: Screens.patience) { !viewModel.isSubmitting }

      #expect(screens.sessionRepository.emails == ["ada@example.org"])
      #expect(signedUp == [SignedInUser(id: FakeSessionRepository.accountID, email: "ada@example.org")])
    }

    /// Issue 34 item 15: the e-mail field as on sign-in, and both password fields marked as a
    /// new password, so iOS offers a strong one and saves it with the account.
    @Test func theFieldsAskForAnEmailAndANewPassword() throws {
      SnapshotLanguage.en.select()
      let tree = ViewTree(SignUpView(viewModel: try Screens().signUpViewModel()))

      CredentialFieldTraits.email.expect(on: try tree.control("TextField", L10n.auth.email))
      CredentialFieldTraits.newPassword.expect(on: try tree.control("SecureField", L10n.auth.password))
      CredentialFieldTraits.newPassword.expect(on: try tree.control("SecureField", L10n.auth.confirmation))
    }
  }
}
