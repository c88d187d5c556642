import AppDomain
import AppLocalization
import Foundation
import KeelTesting
@_spi(ViewTree) import SwiftUI
import Testing

@testable import AuthFeature

extension ViewSnapshots {
  /// Forgot password in its states and two languages, and sent through its tree.
  @MainActor @Suite struct ForgotPasswordViewTests {
    static func sent(_ screens: Screens) async throws -> (ForgotPasswordView, ForgotPasswordViewModel) {
      let viewModel = screens.forgotPasswordViewModel()
      let view = ForgotPasswordView(viewModel: viewModel)
      let tree = ViewTree(view)
      try tree.control("TextField", L10n.auth.email).type("ada@example.org")
      tree.reload()
      try tree.button(L10n.auth.forgot.button).tap()
      try await waitForCondition(timeout: Screens.patience) { !viewModel.isSubmitting }
      return (view, viewModel)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(
        of: ForgotPasswordView(viewModel: try Screens().forgotPasswordViewModel()), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func validationError(_ language: SnapshotLanguage) throws {
      language.select()
      let view = ForgotPasswordView(viewModel: try Screens().forgotPasswordViewModel())
      try ViewTree(view).control("TextField", L10n.auth.email).type("ada@")
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func sent(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.sent(try Screens())
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.sent(try Screens(sessionRepository: .unavailable("offline")))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func sendingAsksForTheResetAndDoneFinishes() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.sent(screens)
      var finished = 0
      viewModel.output = .init(finished: { finished += 1 })

      try ViewTree(view).button(L10n.common.done).tap()

      #expect(screens.sessionRepository.emails == ["ada@example.org"])
      #expect(finished == 1)
    }

    /// Issue 34 item 15: the e-mail field as on sign-in, so AutoFill offers the saved account.
    @Test func theEmailFieldAsksForTheAccountsEmail() throws {
      SnapshotLanguage.en.select()
      let tree = ViewTree(ForgotPasswordView(viewModel: try Screens().forgotPasswordViewModel()))

      CredentialFieldTraits.email.expect(on: try tree.control("TextField", L10n.auth.email))
    }
  }
}
