import AppDomain
import KeelCore
import KeelStorage

extension AppServices {
  /// A Sign in with Apple session follows its Apple ID credential while its scope is open: the
  /// Apple user id is kept on the device (cleared when the session ends), the credential's state
  /// is asked for as the session opens (at launch for a restored session), and Apple's revocation
  /// notification is heard. Revoked or not found signs the person out through ``signOut()``,
  /// the app's one way out of a session (DESIGN: one way into a session and one way out).
  func followAppleIDCredential(of user: SignedInUser, in scope: ServiceScope) {
    guard let appleUserID = user.appleUserID, !appleUserID.isEmpty else { return }
    let store = environment.keyValueStore
    store.set(appleUserID, \.sessionAppleUserID)
    // Whatever closes the scope (sign-out, deletion, the server ending the session, another
    // sign-in) ends this Apple session; a new one writes its own id after this runs.
    scope.onTeardown { store.set("", \.sessionAppleUserID) }
    guard let credentials = environment.appleIDCredentials else {
      logger.notice("no Sign in with Apple credential checks on this platform; the Apple session is not checked")
      return
    }
    let logger = logger
    // Subscribed before asking, so a revocation while Apple answers is not missed.
    let revocations = credentials.revocations()
    let task = Task { [weak self, weak scope] in
      let state: AppleIDCredentialState
      do {
        state = try await credentials.credentialState(forUserID: appleUserID)
      } catch {
        // No answer is no verdict: the session stays (as for a refresh that could not be sent).
        logger.notice("Apple did not say whether the Apple ID credential holds: \(error); the session is kept")
        state = .authorized
      }
      // `scope` is only borrowed for each verdict: waiting on the notifications must not keep
      // a closed session's scope alive.
      guard !Task.isCancelled, await self?.apply(state, to: scope) == false else { return }
      for await _ in revocations {
        guard !Task.isCancelled else { return }
        logger.notice("Apple revoked the Apple ID credential while the app ran")
        guard await self?.apply(.revoked, to: scope) == false else { return }
      }
    }
    scope.onTeardown { task.cancel() }
  }

  /// Acts on `state` for the session of `scope`, if it is still the open one. True when this
  /// session is over (signed out now, or closed before).
  private func apply(_ state: AppleIDCredentialState, to scope: ServiceScope?) async -> Bool {
    guard let scope, scopes.signedIn === scope else { return true }
    switch AppleIDCredentialRule.action(for: state) {
    case .keepSession:
      return false
    case .keepSessionAndWarn(let warning):
      logger.warning("\(warning)")
      return false
    case .signOut:
      logger.notice("the Apple ID credential is \(state); signing out")
      await signOut()
      return true
    }
  }
}
