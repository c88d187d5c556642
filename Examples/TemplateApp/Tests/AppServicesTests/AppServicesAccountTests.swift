import AppData
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelStorage
import KeelTesting
import SettingsFeature
import Testing

/// Accounts and offline start through the real composition root, against the in-process
/// DevServer and stores on disk: sign-out revokes (and signs out without a server), the profile
/// loads as the session starts, a deleted account leaves nothing on the device (checked store
/// by store), and a relaunch with the server down shows the kept list and says offline.
@MainActor
@Suite("AppServices: accounts and offline start")
struct AppServicesAccountTests {
  /// A key-value store and a secure store in files, shared by the launches of one test.
  struct Device {
    let disk = DiskKeyValueStore()
    let store: KeyValueStore
    let secureStore: FileSecureStore

    init() throws {
      store = try disk.open()
      secureStore = FileSecureStore(fileURL: disk.folder.appendingPathComponent("secure/session"))
    }

    /// The session the secure store holds, as the app reads it.
    var tokens: SessionTokens? { SessionTokenStore(store: secureStore).load() }
  }

  // MARK: - Sign-out

  @Test func signOutRevokesTheRefreshTokenOnTheServer() async throws {
    try await DevServerHarness.with { harness in
      let device = try Device()
      let services = try launchable(harness, device)
      await services.launch()
      try await signIn(services, harness)
      let refreshToken = try #require(device.tokens?.refreshToken)

      await services.signOut()

      #expect(device.tokens == nil)
      #expect(services.scopes.signedIn == nil)
      #expect(!services.session.signInGate.isSignedIn)
      #expect(harness.server.activity.count(of: .logout) == 1)
      let refresh = try await harness.client.send("POST", "/auth/refresh", json: ["refreshToken": refreshToken])
      #expect(refresh.status == 401, "the refresh token no longer works")
    }
  }

  @Test func signOutWithTheServerDownStillSignsOut() async throws {
    try await DevServerHarness.with { harness in
      let device = try Device()
      let services = try launchable(harness, device)
      await services.launch()
      try await signIn(services, harness)
      #expect(device.tokens != nil)
      await harness.server.stop()

      await services.signOut()

      #expect(device.tokens == nil, "the tokens leave the device")
      #expect(services.scopes.signedIn == nil, "the scope closes")
      #expect(!services.session.signInGate.isSignedIn)
      #expect(device.store.value(\.sessionUserID) == "")
    }
  }

  // MARK: - The profile

  @Test func theProfileLoadsAfterSignInAndAfterARestore() async throws {
    try await DevServerHarness.with { harness in
      let device = try Device()
      let services = try launchable(harness, device)
      await services.launch()
      try await signIn(services, harness)
      let manager = try services.signedInScope.resolve(.userManager)
      try await waitForUser(of: manager) { $0 != nil }
      let user = try #require(await manager.user)
      #expect(user.email == harness.account.email)
      #expect(user.pictureURL != nil && user.joinDate != nil)

      let relaunched = try launchable(harness, device)
      await relaunched.launch()
      let restored = try relaunched.signedInScope.resolve(.userManager)
      try await waitForUser(of: restored) { $0?.email == harness.account.email }
    }
  }

  // MARK: - Delete account

  // keel:sample begin
  @Test func deletingTheAccountShowsSignInAndLeavesNothingOfTheUserOnTheDevice() async throws {
    try await DevServerHarness.with { harness in
      let tracker = LeakTracker()
      let device = try Device()
      let email = harness.account.email
      try await restoreSession(harness, on: device)
      let services = try launchable(harness, device)
      let root = services.makeAppCoordinator()
      await root.start()
      #expect(services.session.rootState == .main)
      let scope = try #require(services.scopes.signedIn)
      weak let weakScope = scope
      weak let toasts = try scope.resolve(.toasts)

      // What a session leaves on the device: a favorite, the kept list, a toast, saved tabs.
      await (try scope.resolve(.favorites)).setFavorite(true, itemID: "espresso")
      let list = services.itemsListViewModel()
      list.onAppear()
      try await waitForCondition(timeout: .seconds(10)) { list.syncStatus.lastSuccess != nil }
      list.onDisappear()
      _ = toasts?.show("Saved.")
      #expect(device.store.backend.value(forKey: "favorites.\(email)") != nil)
      #expect(device.store.backend.value(forKey: "items.cache.\(email)") != nil)

      // Settings → Profile → Delete account, with the password, confirmed. The screens are
      // the tabs': they are let go once sign-in shows.
      do {
        let tabs = try #require(root.sessionCoordinator)
        tracker.track(tabs, label: "tabs")
        tabs.saveNavigation()
        tabs.settings.show(.profile)
        let profile = try #require(tabs.settings.profile)
        guard case .profile(let profileScreen) = profile.root else { throw AccountTestError.noProfileScreen }
        tracker.track(profile, label: "profile flow")
        profileScreen.onAppear()
        try await waitForCondition(timeout: .seconds(10)) { profileScreen.canDeleteAccount }
        profileScreen.deleteAccount()
        let deletion = try #require(profile.deleteAccount)
        tracker.track(deletion, label: "delete account")
        deletion.password = harness.account.password
        deletion.requestDelete()
        deletion.confirmDelete()
      }
      try await waitForCondition(timeout: .seconds(10)) {
        if case .signIn = root.child { true } else { false }
      }

      // The app shows sign-in, and nothing of the user is left, store by store.
      #expect(services.session.rootState == .signIn)
      #expect(device.tokens == nil, "secure store: no tokens")
      #expect(try device.secureStore.data(forKey: SessionTokenStore.key) == nil)
      #expect(device.store.backend.value(forKey: "favorites.\(email)") == nil, "favorites")
      #expect(device.store.backend.value(forKey: "items.cache.\(email)") == nil, "kept items list")
      #expect(device.store.value(\.sessionUserID) == "", "the session's user id")
      #expect(device.store.backend.value(forKey: "navigation.selectedTab") == nil, "saved tabs")
      #expect(device.store.backend.value(forKey: "navigation.tab.items") == nil, "saved tabs")
      #expect(services.scopes.signedIn == nil, "the signed-in scope")
      #expect(weakScope == nil || weakScope?.isTornDown == true)
      #expect(toasts == nil || toasts?.current == nil && toasts?.pending.isEmpty == true, "toasts")
      // And on the server: the rows are gone and the password no longer signs in.
      let rows = try await harness.server.database.rowCounts(of: email)
      #expect(rows.values.allSatisfy { $0 == 0 }, "\(rows)")
      let login = try await harness.client.send(
        "POST", "/auth/login", json: ["email": email, "password": harness.account.password])
      #expect(login.status == 401)
      try await assertNoLeaks(tracker)
    }
  }
  // keel:sample end

  // MARK: - Offline start

  // keel:sample begin
  @Test func aRelaunchWithTheServerDownShowsTheKeptListAndOffline() async throws {
    try await DevServerHarness.with { harness in
      let device = try Device()
      try await restoreSession(harness, on: device)
      let first = try launchable(harness, device)
      await first.launch()
      let firstList = first.itemsListViewModel()
      firstList.onAppear()
      try await waitForCondition(timeout: .seconds(10)) { firstList.syncStatus.lastSuccess != nil }
      guard case .upToDate(let loadedAt) = firstList.syncStatus else {
        Issue.record("first launch: \(firstList.syncStatus)")
        return
      }
      firstList.onDisappear()
      await harness.server.stop()

      let relaunched = try launchable(harness, device)
      await relaunched.launch()
      let list = relaunched.itemsListViewModel()
      // Before any load: the kept list, never an empty screen or a spinner.
      guard case .loaded(let listing) = list.state else {
        Issue.record("relaunch shows \(list.state)")
        return
      }
      #expect(listing.sections.flatMap(\.rows).count == 6)
      list.onAppear()
      try await waitForCondition(timeout: .seconds(10)) {
        if case .offline = list.syncStatus { true } else { false }
      }
      #expect(list.syncStatus == .offline(lastSuccess: loadedAt))
      guard case .loaded(let after) = list.state else {
        Issue.record("after the failed refresh: \(list.state)")
        return
      }
      #expect(after.sections.flatMap(\.rows).count == 6)
      list.onDisappear()
    }
  }
  // keel:sample end

  // MARK: - Helpers

  /// Waits (up to 10 s) until the manager's user passes `condition`; it loads in a task of
  /// its own, as the session starts.
  private func waitForUser(
    of manager: UserManager, _ condition: @Sendable (UserProfile?) -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition(await manager.user) {
      guard ContinuousClock.now < deadline else {
        Issue.record("the user manager never loaded the profile")
        return
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  enum AccountTestError: Error {
    case noProfileScreen
  }

  /// A development build against `harness`, over `device`'s files, with the gates that would
  /// stand between launch and the tabs (onboarding, paywall) off.
  private func launchable(_ harness: DevServerHarness, _ device: Device) throws -> AppServices {
    let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
    return try AppServices(
      environment: TestEnvironments.environment(
        values, store: device.store, secureStore: device.secureStore,
        flagOverrides: [.onboarding: false, .paywall: false]))
  }

  /// Signs the account in through the factory's view model, as a person would.
  private func signIn(_ services: AppServices, _ harness: DevServerHarness) async throws {
    let viewModel = services.makeSignInViewModel()
    viewModel.output.signedIn = { [weak services] user in services?.signedIn(as: user) }
    viewModel.email = harness.account.email
    viewModel.password = harness.account.password
    viewModel.submit()
    try await waitForCondition(timeout: .seconds(10)) { services.scopes.signedIn != nil }
  }

  /// Leaves a signed-in session on the device, as an earlier launch would have.
  private func restoreSession(_ harness: DevServerHarness, on device: Device) async throws {
    let session = try await harness.signIn()
    try SessionTokenStore(store: device.secureStore).save(
      SessionTokens(
        accessToken: session.accessToken, refreshToken: session.refreshToken,
        expiresAt: Date().addingTimeInterval(session.expiresIn)))
    device.store.set(harness.account.email, \.sessionUserID)
  }
}
