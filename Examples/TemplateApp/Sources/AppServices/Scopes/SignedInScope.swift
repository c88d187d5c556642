import AppData
import AppDomain
import AppFixtures
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelDesign
import KeelStorage

extension StorageKeys {
  /// Whose session the secure store holds (the server's account id), so a restored session's
  /// favorites are filed under the same user; empty when signed out.
  public var sessionUserID: StorageKey<String> { StorageKey("session.userID", default: "") }
  /// The e-mail that session signed in with, for display; empty when signed out or unknown.
  public var sessionUserEmail: StorageKey<String> { StorageKey("session.userEmail", default: "") }
  /// Apple's id of the person when the session came from Sign in with Apple (the credential's
  /// `user`), for the credential checks; empty otherwise, and cleared when the session ends.
  public var sessionAppleUserID: StorageKey<String> { StorageKey("session.appleUserID", default: "") }
}

extension AppServices {
  /// Opens a fresh signed-in scope (seed 004's AuthenticatedSession), closing any open one,
  /// so two users' services never coexist. `user` nil: the restored session's user.
  @discardableResult
  func openSignedInScope(for user: SignedInUser?) -> ServiceScope {
    let store = environment.keyValueStore
    let user = user ?? restoredUser()
    if user != Self.localUser {
      store.set(user.id, \.sessionUserID)
      store.set(user.email, \.sessionUserEmail)
    }
    let configuration = configuration
    let login = scopes.login
    let logger = logger
    let crashReporter = crashReporter
    sessionManagersClosing()
    let scope = scopes.openSignedIn { scope in
      scope.register(.user, instance: user)
      let items: any ItemsRepositoryProtocol
      let profile: any ProfileRepositoryProtocol
      if configuration == .mock {
        items = FixtureItemsRepository()
        let email = user.email.isEmpty ? MockSignInProvider.user.email : user.email
        profile = FixtureProfileRepository(email: email)
        scope.register(.account, instance: FixtureAccountRepository() as any AccountRepositoryProtocol)
      } else {
        let data = Self.resolve(.network, in: login).signedIn()
        scope.register(.signedInClient, instance: data.client)
        items = data.items
        profile = data.profile
        scope.register(.account, instance: data.account as any AccountRepositoryProtocol)
        scope.register(.devices, instance: data.devices as any DeviceRepositoryProtocol)
      }
      // The profile is read and written through the user manager, so its copy stays current.
      let userManager = UserManager(repository: profile)
      scope.register(.userManager, instance: userManager)
      scope.register(.profile, instance: userManager as any ProfileRepositoryProtocol)
      // Every screen of the Items tab reads through this one, so its failures are reported once.
      let reportedItems = ReportingItemsRepository(items, reporter: crashReporter)
      scope.register(.items, instance: reportedItems as any ItemsRepositoryProtocol)
      // Everything kept for the person is filed under the server's account id, never the
      // e-mail as typed. A session with no id at all is filed under the local user's, with a
      // warning, rather than under no one.
      if user.id.isEmpty {
        logger.warning("signed in with no user id; favorites are kept under '\(Self.localUser.id)'")
      }
      let favoritesUserID = user.id.isEmpty ? Self.localUser.id : user.id
      let cache = StoredItemsListCache(userID: favoritesUserID, store: store)
      scope.register(.itemsCache, instance: cache as any ItemsListCache)
      // keel:sample begin
      scope.register(.itemsCatalog) { ItemsCatalog(repository: reportedItems, cache: cache) }
      // keel:sample end
      scope.register(.toasts) { ToastCenter() }
      // With the teardown that closes its stream: signing out ends every loop over the
      // favorites, even one whose view model outlives the session.
      do {
        try StoredFavoritesService.register(in: scope, userID: favoritesUserID, store: store)
      } catch {
        preconditionFailure("favorites user id checked non-empty above: \(error)")
      }
    }
    // Reports carry the person's id while their scope is open; closing it, for whatever
    // reason (sign-out, deletion, the server ending the session, another sign-in), clears it.
    crashReporter.setUserID(user == Self.localUser || user.id.isEmpty ? nil : user.id)
    scope.onTeardown { crashReporter.setUserID(nil) }
    openSessionManagers(in: scope, user: user)
    // Only an account on the server has devices there (not the mock build, not a local user).
    deviceTokens.sessionStarted(
      devices: configuration == .mock || user == Self.localUser ? nil : Self.resolve(.devices, in: scope))
    logger.info("signed-in scope opened", metadata: ["configuration": "\(configuration)"])
    loadUser(in: scope, user: user)
    followAppleIDCredential(of: user, in: scope)
    return scope
  }

  /// Loads the user's profile as the session starts (seed 002's `userManager.getUser()` after
  /// sign-in or restore), so Settings and Profile show it without waiting. A local user has no
  /// profile on a server; a failure is logged and the screens load it again themselves.
  private func loadUser(in scope: ServiceScope, user: SignedInUser) {
    guard user != Self.localUser else { return }
    let userManager = Self.resolve(.userManager, in: scope)
    let logger = logger
    let crashReporter = crashReporter
    let task = Task {
      do throws(RepositoryError) {
        try await userManager.getUser()
      } catch {
        logger.notice("the profile did not load at the session's start: \(error)")
        if error.isReportable { crashReporter.recordNonFatal(error, context: ["where": "profile.sessionStart"]) }
      }
    }
    scope.onTeardown { task.cancel() }
  }

  /// The user of a session restored at launch: the one stored at sign-in, or, when a build
  /// from before that key restored it, a user of its own with a warning.
  private func restoredUser() -> SignedInUser {
    let store = environment.keyValueStore
    let stored = store.value(\.sessionUserID)
    guard stored.isEmpty else {
      let apple = store.value(\.sessionAppleUserID)
      return SignedInUser(
        id: stored, email: store.value(\.sessionUserEmail), appleUserID: apple.isEmpty ? nil : apple)
    }
    logger.warning("restored a session with no stored user id; its favorites are kept under 'restored'")
    return SignedInUser(id: "restored", email: "")
  }
}
