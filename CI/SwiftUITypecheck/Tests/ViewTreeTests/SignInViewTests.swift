import AppDomain
import AppLocalization
import Foundation
import KeelTesting
@_spi(ViewTree) import SwiftUI
import Testing

@testable import AuthFeature

extension ViewSnapshots {
  /// Sign-in (with Sign in with Apple's button area) in its states and two languages, and
  /// filled in and sent through its tree.
  @MainActor @Suite struct SignInViewTests {
    static let email = "ada@example.org"

    /// The form filled in through its fields, as a person types.
    static func fill(_ tree: ViewTree, email: String = SignInViewTests.email, password: String) throws {
      try tree.control("TextField", L10n.auth.email).type(email)
      try tree.control("SecureField", L10n.auth.password).type(password)
      tree.reload()
    }

    /// The form sent with a wrong password, the provider answering `answer`.
    static func sent(
      _ language: SnapshotLanguage, answer: RepositoryError
    ) async throws -> (SignInView, SignInViewModel) {
      language.select()
      let screens = try Screens(signIn: FakeSignInProvider(.failure(answer)))
      let viewModel = screens.signInViewModel()
      let view = SignInView(viewModel: viewModel)
      let tree = ViewTree(view)
      try fill(tree, password: TestSecret.repeated("x", 12))
      try tree.button(L10n.auth.signIn.button).tap()
      try await waitForCondition(timeout: Screens.patience) { !viewModel.isSubmitting }
      return (view, viewModel)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(of: SignInView(viewModel: try Screens().signInViewModel()), named: language.rawValue)
    }

    /// Both fields edited and invalid: each shows its problem, and Sign In stays disabled.
    @Test(arguments: SnapshotLanguage.allCases)
    func validationErrors(_ language: SnapshotLanguage) throws {
      language.select()
      let view = SignInView(viewModel: try Screens().signInViewModel())
      try Self.fill(ViewTree(view), email: "ada@", password: TestSecret.repeated("x", 3))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func filled(_ language: SnapshotLanguage) throws {
      language.select()
      let view = SignInView(viewModel: try Screens().signInViewModel(apple: false))
      try Self.fill(ViewTree(view), password: TestSecret.repeated("x", 12))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    /// The request in flight: the button spins and the form cannot be sent twice.
    @Test(arguments: SnapshotLanguage.allCases)
    func busy(_ language: SnapshotLanguage) async throws {
      language.select()
      let provider = FakeSignInProvider(.success(SignedInUser(id: Self.email, email: Self.email)), holdsRequests: true)
      let viewModel = try Screens(signIn: provider).signInViewModel()
      let view = SignInView(viewModel: viewModel)
      let tree = ViewTree(view)
      try Self.fill(tree, password: TestSecret.repeated("x", 12))
      try tree.button(L10n.auth.signIn.button).tap()
      try await waitForCondition(timeout: Screens.patience) { provider.waitingCount == 1 }
      assertViewSnapshot(of: view, named: language.rawValue)
      provider.release()
      try await waitForCondition(timeout: Screens.patience) { !viewModel.isSubmitting }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func wrongCredentials(_ language: SnapshotLanguage) async throws {
      let (view, _) = try await Self.sent(language, answer: .unauthorized)
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    /// No network: the message and Retry in place of Sign In.
    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      let (view, _) = try await Self.sent(language, answer: .unavailable("offline"))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    /// Apple's sheet failed: the message under Apple's button.
    @Test(arguments: SnapshotLanguage.allCases)
    func appleSignInFailed(_ language: SnapshotLanguage) throws {
      language.select()
      let viewModel = try Screens().signInViewModel()
      let apple = try #require(viewModel.appleSignIn)
      _ = apple.beginRequest()
      apple.fail(cancelled: false)
      assertViewSnapshot(of: SignInView(viewModel: viewModel), named: language.rawValue)
    }

    @Test func typingAndTappingSignInSignsInThroughTheProvider() async throws {
      SnapshotLanguage.en.select()
      let provider = FakeSignInProvider(.success(SignedInUser(id: Self.email, email: Self.email)))
      let screens = try Screens(signIn: provider)
      let viewModel = screens.signInViewModel()
      var signedIn: [SignedInUser] = []
      viewModel.output = .init(signedIn: { signedIn.append($0) })
      let tree = ViewTree(SignInView(viewModel: viewModel))
      let password = TestSecret.make()
      #expect(throws: ViewTreeError.self, "an empty form cannot be sent") {
        try tree.button(L10n.auth.signIn.button).tap()
      }

      try Self.fill(tree, password: password)
      try tree.button(L10n.auth.signIn.button).tap()
      try await waitForCondition(timeout: Screens.patience) { !viewModel.isSubmitting }

      #expect(provider.credentials == [.emailPassword(email: Self.email, password: password)])
      #expect(signedIn == [SignedInUser(id: Self.email, email: Self.email)])
      #expect(screens.signInGate.user == SignedInUser(id: Self.email, email: Self.email))
    }

    @Test func aRefusedSignInShowsWhyAndEditingClearsIt() async throws {
      let (view, _) = try await Self.sent(.en, answer: .unauthorized)
      let tree = ViewTree(view)
      #expect(tree.contains(text: L10n.auth.error.refused))

      try tree.control("SecureField", L10n.auth.password).type(TestSecret.make())
      tree.reload()

      #expect(!tree.contains(text: L10n.auth.error.refused))
    }

    @Test func retryAfterAnOutageSendsAgain() async throws {
      let (view, viewModel) = try await Self.sent(.en, answer: .unavailable("offline"))
      let tree = ViewTree(view)

      try tree.button(L10n.common.retry).tap()
      try await waitForCondition(timeout: Screens.patience) { !viewModel.isSubmitting }
      tree.reload()

      #expect(viewModel.state == .unavailable, "the provider has no second answer: still offline")
      #expect(tree.contains(text: L10n.auth.error.unavailable))
    }

    @Test func theLinksOpenSignUpForgotPasswordAndTheGuestWay() throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let viewModel = screens.signInViewModel()
      var opened: [String] = []
      viewModel.output = .init(
        continuedWithoutAccount: { opened.append("guest") }, showSignUp: { opened.append("sign-up") },
        showForgotPassword: { opened.append("forgot") })
      let tree = ViewTree(SignInView(viewModel: viewModel))

      try tree.button(L10n.auth.signUp.link).tap()
      try tree.button(L10n.auth.forgot.link).tap()
      try tree.button(L10n.auth.guest).tap()

      #expect(opened == ["sign-up", "forgot", "guest"])
      #expect(screens.signInGate.isDismissed)
    }

    /// Issue 34 item 15: the e-mail field gets the e-mail keyboard and neither capital letters
    /// nor autocorrection, and both fields name their content, so Password AutoFill offers the
    /// saved account.
    @Test func theFieldsAskForAnAccountsEmailAndPassword() throws {
      SnapshotLanguage.en.select()
      let tree = ViewTree(SignInView(viewModel: try Screens().signInViewModel()))

      CredentialFieldTraits.email.expect(on: try tree.control("TextField", L10n.auth.email))
      CredentialFieldTraits.password.expect(on: try tree.control("SecureField", L10n.auth.password))
    }
  }
}
