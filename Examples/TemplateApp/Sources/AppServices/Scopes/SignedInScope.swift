import AppData
import AppDomain
import ItemsFeature
import KeelCore

extension AppServices {
  /// Opens a fresh signed-in scope (seed 004's AuthenticatedSession), closing any open one,
  /// so two users' services never coexist. `user` nil: the restored session's user.
  @discardableResult
  func openSignedInScope(for user: SignedInUser?) -> ServiceScope {
    let user = user ?? SignedInUser(email: "")
    let configuration = configuration
    let login = scopes.login
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
    }
    logger.info("signed-in scope opened", metadata: ["configuration": "\(configuration)"])
    return scope
  }
}
