import AppData
import AppDomain
import KeelStorage

/// What the device keeps of a user, erased once their account is deleted on the server: the
/// tokens (secure store), the favorites and the kept items list (KeelStorage, under the user's
/// own keys), the session's user id, the toasts waiting to show, their analytics queue (memory
/// and file) and the crash reporter's user id; the push token is no longer registered for
/// anyone. The signed-in scope closes at the sign-out that follows (the root's, through
/// Settings' output).
extension AppServices: LocalAccountData {
  public func erase(userID: String) async {
    let store = environment.keyValueStore
    // The server deleted the account's devices with it; nothing is left to delete there.
    deviceTokens.accountDeleted()
    await login(.session).signOut()
    store.removeValue(for: StoredFavoritesService.storageKey(userID: userID))
    store.removeValue(for: StoredItemsListCache.storageKey(userID: userID))
    store.set("", \.sessionUserID)
    store.set("", \.sessionUserEmail)
    scopes.signedIn.flatMap { try? $0.resolve(.toasts) }?.removeAll()
    analyticsUploader?.queue.discard()
    crashReporter.setUserID(nil)
    logger.info("the deleted account's data is erased from this device")
  }
}
