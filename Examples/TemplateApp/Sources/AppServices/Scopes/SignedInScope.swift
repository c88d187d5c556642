import AppData
import AppDomain
import ItemsFeature
import KeelCore
import KeelDesign
import KeelStorage

extension StorageKeys {
  /// Whose session the secure store holds (the email signed in with), so a restored session's
  /// favorites are filed under the same user; empty when signed out.
  public var sessionUserID: StorageKey<String> { StorageKey("session.userID", default: "") }
}

extension AppServices {
  /// Opens a fresh signed-in scope (seed 004's AuthenticatedSession), closing any open one,
  /// so two users' services never coexist. `user` nil: the restored session's user.
  @discardableResult
  func openSignedInScope(for user: SignedInUser?) -> ServiceScope {
    let store = environment.keyValueStore
    let user = user ?? restoredUser()
    if user != Self.localUser { store.set(user.email, \.sessionUserID) }
    let configuration = configuration
    let login = scopes.login
    let logger = logger
    sessionManagersClosing()
    let scope = scopes.openSignedIn { scope in
      scope.register(.user, instance: user)
      let items: any ItemsRepositoryProtocol
      if configuration == .mock {
        items = FixtureItemsRepository()
        let email = user.email.isEmpty ? MockSignInProvider.user.email : user.email
        scope.register(.profile, instance: FixtureProfileRepository(email: email) as any ProfileRepositoryProtocol)
      } else {
        let data = Self.resolve(.network, in: login).signedIn()
        scope.register(.signedInClient, instance: data.client)
        items = data.items
        scope.register(.profile, instance: data.profile as any ProfileRepositoryProtocol)
      }
      scope.register(.items, instance: items)
      scope.register(.itemsCatalog) { ItemsCatalog(repository: items) }
      scope.register(.toasts) { ToastCenter() }
      // Sign in with Apple may give no email: such a session files its favorites under the
      // local user's id, with a warning, rather than under no one.
      if user.email.isEmpty {
        logger.warning("signed in with no user id; favorites are kept under '\(Self.localUser.email)'")
      }
      let favoritesUserID = user.email.isEmpty ? Self.localUser.email : user.email
      scope.register(.favorites) {
        do {
          return try StoredFavoritesService(userID: favoritesUserID, store: store)
        } catch {
          preconditionFailure("favorites user id checked non-empty above: \(error)")
        }
      }
    }
    openSessionManagers(in: scope, user: user)
    logger.info("signed-in scope opened", metadata: ["configuration": "\(configuration)"])
    return scope
  }

  /// The user of a session restored at launch: the one stored at sign-in, or, when a build
  /// from before that key restored it, a user of its own with a warning.
  private func restoredUser() -> SignedInUser {
    let stored = environment.keyValueStore.value(\.sessionUserID)
    guard stored.isEmpty else { return SignedInUser(email: stored) }
    logger.warning("restored a session with no stored user id; its favorites are kept under 'restored'")
    return SignedInUser(email: "restored")
  }
}
