import AppDomain
import AppFeature
import AppFixtures
import AppServices
import AppTestSupport
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelTesting
import SettingsFeature
import Testing

/// The composition root's elements factories build view models that work over the scoped
/// services (mock configuration: no network), and the view models go when the screens do.
@MainActor
@Suite("AppServices: elements factories", .checksLeaks)
struct AppServicesFactoryTests {
  private func services(languages: AppliedLanguageCodes = AppliedLanguageCodes()) throws -> AppServices {
    try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock), languages: languages))
  }

  @Test func onboardingCompletesThroughTheSessionsStore() async throws {
    let services = try services()
    await services.launch()
    let onboarding = services.makeOnboardingViewModel()
    LeakCheck.track(onboarding)
    #expect(services.session.rootState == .onboarding)
    onboarding.next()
    #expect(onboarding.step.number == 2)
    onboarding.skip()
    #expect(services.session.rootState == .signIn)
  }

  @Test func signUpSignsInWithTheMockAccountServices() async throws {
    let services = try services()
    await services.launch()
    let signUp = services.makeSignUpViewModel()
    LeakCheck.track(signUp)
    signUp.email = "new@example.org"
    let password = UUID().uuidString
    signUp.password = password
    signUp.confirmation = password
    signUp.submit()
    try await waitForCondition { services.session.signInGate.isSignedIn }
  }

  // keel:sample begin
  @Test func itemDetailAndEditorShareTheSessionsCatalog() async throws {
    let services = try services()
    services.signedIn(as: MockSignInProvider.user)
    let detail = services.itemDetailViewModel(id: "espresso")
    LeakCheck.track(detail)
    detail.onAppear()
    try await waitForCondition {
      if case .loaded = detail.state { true } else { false }
    }
    guard case .loaded(let shown) = detail.state else { return }
    #expect(shown.title == "Espresso")
    let editor = services.itemEditorViewModel(mode: .create)
    LeakCheck.track(editor)
    var saved: [Item] = []
    editor.output = .init(onSaved: { saved.append($0) }, onCancel: {}, onNotice: { _ in })
    editor.draft = ItemDraft(title: "Cortado", category: "drinks", priceText: "2.90")
    editor.save()
    try await waitForCondition { !saved.isEmpty }
    let stored = try await services.signedInScope.resolve(.items).items()
    #expect(stored.count == FixtureItemsRepository.fixtures.count + 1)
    #expect(stored.contains { $0.title == "Cortado" })
    detail.onDisappear()
  }
  // keel:sample end

  /// Sign in with Apple is offered on the sign-in screen, and its answer signs the person in
  /// through the configuration's provider (the mock's here, as for e-mail).
  @Test func signInOffersSignInWithApple() async throws {
    let services = try services()
    await services.launch()
    let signIn = services.makeSignInViewModel()
    LeakCheck.track(signIn)
    let apple = try #require(signIn.appleSignIn, "the sign-in screen shows Apple's button")
    LeakCheck.track(apple)
    let hashed = apple.beginRequest()
    apple.complete(identityToken: try TestIdentityToken.make(["sub": "001.apple", "nonce": hashed]))
    try await waitForCondition { services.session.signInGate.isSignedIn }
  }

  /// In a development build Apple's answer goes to the server's `POST /auth/apple`, and the
  /// person is the account it names.
  @Test func signInWithAppleInADevelopmentBuildAsksTheServer() async throws {
    try await DevServerHarness.with { harness in
      let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
      let services = try AppServices(environment: TestEnvironments.environment(values))
      await services.launch()
      let signIn = services.makeSignInViewModel()
      let apple = try #require(signIn.appleSignIn, "the sign-in screen shows Apple's button")
      apple.output.signedIn = { [weak services] user in services?.signedIn(as: user) }
      let hashed = apple.beginRequest()
      apple.complete(identityToken: try TestIdentityToken.make(["sub": "001.apple", "nonce": hashed]))
      try await waitForCondition(timeout: .seconds(30)) { services.scopes.signedIn != nil }
      let user = try services.signedInScope.resolve(.user)
      #expect(!user.id.isEmpty && user.email.isEmpty, "an Apple account without an e-mail: \(user)")
      #expect(harness.server.activity.records.contains { $0.route == .appleSignIn })
      await services.signOut()
    }
  }

  @Test func languageSettingsApplyTheChoice() throws {
    let languages = AppliedLanguageCodes()
    let services = try services(languages: languages)
    let language = services.languageSettingsViewModel()
    LeakCheck.track(language)
    language.select(.spanish)
    #expect(languages.all == [nil, "es"])
  }

  @Test func thePaywallBuysFromTheMockStoreAndTheRootSeesPremium() async throws {
    let services = try services()
    let paywall = services.makePaywallViewModel()
    LeakCheck.track(paywall)
    paywall.onAppear()
    try await waitForCondition {
      if case .loaded = paywall.products { true } else { false }
    }
    paywall.purchase(PremiumCatalog.yearly)
    let purchases = try services.scopes.login.resolve(.purchases)
    try await waitForCondition { purchases.entitlement.value.isPremium }
    let unlocked = services.makePremiumUnlockedViewModel(entitlement: purchases.entitlement.value)
    LeakCheck.track(unlocked)
  }

  @Test func theProfileEditorSavesToTheSessionsProfile() async throws {
    let services = try services()
    services.signedIn(as: SignedInUser(id: "ada@example.org", email: "ada@example.org"))
    let editor = services.profileEditorViewModel(profile: nil)
    LeakCheck.track(editor)
    editor.onAppear()
    try await waitForCondition { editor.state == .loaded }
    editor.draft = ProfileDraft(displayName: "Ada", bio: "Counts things.")
    editor.save()
    let repository = try services.signedInScope.resolve(.profile)
    try await waitForCondition { editor.original?.displayName == "Ada" && !editor.isSaving }
    #expect(try await repository.profile().displayName == "Ada")
  }

  @Test func theWebRootShowsTheStatusURL() throws {
    let services = try services()
    let url = URL(string: "https://web.example.org/app")!
    let web = services.makeWebViewModel(url: url)
    LeakCheck.track(web)
    #expect(web.url == url)
  }
}
