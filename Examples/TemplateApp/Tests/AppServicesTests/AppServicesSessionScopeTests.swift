import AppData
import AppDomain
import AppFixtures
import AppServices
import AppTestSupport
import DevServer
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelNetwork
import KeelStorage
import KeelTesting
import SettingsFeature
import Testing

/// Seed 004's session scopes as the composition root opens and closes them: a signed-in scope
/// per session, holding the bearer client, the repositories and the catalog, and nothing of it
/// left after sign-out.
@MainActor
@Suite("AppServices: session scopes")
struct AppServicesSessionScopeTests {
  // keel:sample begin
  @Test func withSignInOffLaunchOpensALocalUsersScope() async throws {
    let services = try AppServices(
      environment: TestEnvironments.environment(TestEnvironments.values(.mock), flagOverrides: [.signIn: false]))
    await services.launch()
    let scope = try #require(services.scopes.signedIn)
    #expect(try scope.resolve(.user) == AppServices.localUser)
    #expect(scope.contains(.items))
  }
  // keel:sample end

  @Test func withSignInOnLaunchOpensNoScopeForNobody() async throws {
    let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
    await services.launch()
    #expect(services.scopes.signedIn == nil)
  }

  // keel:sample begin
  @Test func signOutClosesTheScopeAndReleasesEverythingItHeld() async throws {
    let tracker = LeakTracker()
    let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
    await services.launch()
    services.signedIn(as: MockSignInProvider.user)
    try await showItems(from: services, tracker: tracker, expecting: FixtureItemsRepository.fixtures.count)
    // Held weakly: the test must not be what keeps the scope alive.
    weak let scope = services.scopes.signedIn
    try track(scope, in: tracker)
    tracker.track(
      try #require((try scope?.resolve(.items) as? ReportingItemsRepository)?.base as? FixtureItemsRepository),
      label: "items repository")
    tracker.track(try #require(try scope?.resolve(.userManager)), label: "user manager")
    tracker.track(try #require(try scope?.resolve(.favorites) as? StoredFavoritesService), label: "favorites")
    tracker.track(try #require(try scope?.resolve(.toasts)), label: "toasts")

    await services.signOut()

    #expect(services.scopes.signedIn == nil)
    #expect(scope == nil || scope?.isTornDown == true)
    try await assertNoLeaks(tracker)
  }
  // keel:sample end

  /// Signing out ends every loop over the favorites stream, even one whose subscriber (a view
  /// model a coordinator still holds) keeps the service alive. Found in review: the composition
  /// root registered favorites without the teardown that closes the stream.
  @Test func signOutEndsEveryLoopOverTheFavoritesStream() async throws {
    let tracker = LeakTracker()
    let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
    await services.launch()
    services.signedIn(as: MockSignInProvider.user)
    let ended = Locked(false)
    let loop: Task<Void, Never>
    do {
      let favorites = try services.signedInScope.resolve(.favorites)
      tracker.track(try #require(favorites as? StoredFavoritesService), label: "favorites")
      loop = Task { [favorites] in
        for await _ in favorites.favoriteIDs.values {}
        ended.withLock { $0 = true }
      }
      try await waitForCondition { favorites.favoriteIDs.subscriberCount == 1 }
    }
    defer { loop.cancel() }

    await services.signOut()

    try await waitForCondition(timeout: .seconds(5)) { ended.withLock { $0 } }
    await loop.value
    try await assertNoLeaks(tracker)
  }

  // keel:sample begin
  @Test func aNewSessionGetsNewServicesAndTheOldScopeIsTornDown() async throws {
    let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
    services.signedIn(as: SignedInUser(id: "a@example.org", email: "a@example.org"))
    let first = try #require(services.scopes.signedIn)
    let firstCatalog = try first.resolve(.itemsCatalog)
    services.signedIn(as: SignedInUser(id: "b@example.org", email: "b@example.org"))
    let second = try #require(services.scopes.signedIn)
    #expect(first.isTornDown)
    #expect(try second.resolve(.itemsCatalog) !== firstCatalog)
    #expect(try await second.resolve(.profile).profile().email == "b@example.org")
  }
  // keel:sample end

  @Test func userBNeverSeesUserAsFavoritesAndARelaunchRestoresTheirOwn() async throws {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let services = try AppServices(
      environment: TestEnvironments.environment(TestEnvironments.values(.mock), store: store))
    services.signedIn(as: SignedInUser(id: "a@example.org", email: "a@example.org"))
    await (try services.signedInScope.resolve(.favorites)).setFavorite(true, itemID: "espresso")
    #expect(try services.signedInScope.resolve(.favorites).favoriteIDs.value == ["espresso"])
    await services.signOut()

    services.signedIn(as: SignedInUser(id: "b@example.org", email: "b@example.org"))
    #expect(try services.signedInScope.resolve(.favorites).favoriteIDs.value.isEmpty)
    await services.signOut()

    services.signedIn(as: SignedInUser(id: "a@example.org", email: "a@example.org"))
    #expect(try services.signedInScope.resolve(.favorites).favoriteIDs.value == ["espresso"])
  }

  /// Development against the in-process DevServer: sign in through the factory's view model,
  /// read the items and the profile over the bearer client, sign out: the client is gone.
  @Test func developmentSignsInThroughTheFactoryAndSignOutReleasesTheBearerClient() async throws {
    try await DevServerHarness.with { harness in
      let tracker = LeakTracker()
      let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
      let services = try AppServices(environment: TestEnvironments.environment(values))
      await services.launch()
      #expect(services.scopes.signedIn == nil)

      try await signIn(through: services, email: harness.account.email, password: harness.account.password)
      weak let scope = services.scopes.signedIn
      try track(scope, in: tracker)
      tracker.track(try #require(try scope?.resolve(.signedInClient)), label: "bearer client")
      // keel:sample begin
      try await showItems(from: services, tracker: tracker, expecting: 6)
      // keel:sample end
      try await showSettings(from: services, tracker: tracker, email: harness.account.email)

      await services.signOut()
      #expect(services.scopes.signedIn == nil)
      #expect(services.session.signInGate.isSignedIn == false)
      try await assertNoLeaks(tracker)
    }
  }

  /// A relaunch restores the session from the secure store and opens the signed-in scope for
  /// the same user, with their favorites.
  @Test func aRelaunchRestoresTheSessionAndOpensTheSameUsersScope() async throws {
    try await DevServerHarness.with { harness in
      let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
      let store = KeyValueStore(backend: InMemoryKeyValueBackend())
      let secureStore = InMemorySecureStore()
      let first = try AppServices(
        environment: TestEnvironments.environment(values, store: store, secureStore: secureStore))
      await first.launch()
      try await signIn(through: first, email: harness.account.email, password: harness.account.password)
      await (try first.signedInScope.resolve(.favorites)).setFavorite(true, itemID: "espresso")

      let relaunched = try AppServices(
        environment: TestEnvironments.environment(values, store: store, secureStore: secureStore))
      await relaunched.launch()
      let scope = try #require(relaunched.scopes.signedIn)
      #expect(try scope.resolve(.user).email == harness.account.email)
      #expect(try scope.resolve(.favorites).favoriteIDs.value == ["espresso"])
      #expect(try await scope.resolve(.profile).profile().email == harness.account.email)
    }
  }

  // MARK: - Helpers

  /// Tracks the signed-in scope and its catalog (one per session).
  private func track(_ scope: ServiceScope?, in tracker: LeakTracker) throws {
    let scope = try #require(scope)
    tracker.track(scope, label: "signed-in scope")
    // keel:sample begin
    tracker.track(try scope.resolve(.itemsCatalog), label: "catalog")
    // keel:sample end
  }

  private func signIn(through services: AppServices, email: String, password: String) async throws {
    let viewModel = services.makeSignInViewModel()
    viewModel.output.signedIn = { [weak services] user in services?.signedIn(as: user) }
    viewModel.email = email
    viewModel.password = password
    viewModel.submit()
    try await waitForCondition(timeout: .seconds(10)) { services.scopes.signedIn != nil }
    #expect(services.session.signInGate.isSignedIn)
  }

  // keel:sample begin
  private func showItems(from services: AppServices, tracker: LeakTracker, expecting count: Int) async throws {
    let list = services.itemsListViewModel()
    tracker.track(list, label: "items list")
    list.onAppear()
    try await waitForCondition(timeout: .seconds(10)) {
      if case .loaded = list.state { true } else { false }
    }
    guard case .loaded(let listing) = list.state else { return }
    #expect(listing.sections.flatMap(\.rows).count == count)
    list.onDisappear()
  }
  // keel:sample end

  private func showSettings(from services: AppServices, tracker: LeakTracker, email: String) async throws {
    let settings = services.settingsViewModel()
    tracker.track(settings, label: "settings")
    settings.onAppear()
    try await waitForCondition(timeout: .seconds(10)) {
      if case .loaded = settings.state { true } else { false }
    }
    #expect(isLoaded(settings, email))
    settings.onDisappear()
  }

  private func isLoaded(_ settings: SettingsViewModel, _ email: String) -> Bool {
    if case .loaded(let profile) = settings.state { profile.email == email } else { false }
  }
}
