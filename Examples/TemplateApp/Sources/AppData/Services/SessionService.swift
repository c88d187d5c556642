import AppDomain
import Foundation
import KeelNetwork
import Logging

/// The app's session over KeelNetwork's `TokenRefresher` (which the signed-in client shares)
/// and the secure store. The refresher was built with the stored tokens and keeps the store in
/// step through its `onTokensChange`, so starting, renewing and ending a session here is
/// what the store holds next launch.
public struct SessionService: SessionManaging {
  private let refresher: TokenRefresher
  private let tokenStore: SessionTokenStore
  private let logger: Logger

  public init(
    refresher: TokenRefresher, tokenStore: SessionTokenStore, logger: Logger = Logger(label: "template.session")
  ) {
    self.refresher = refresher
    self.tokenStore = tokenStore
    self.logger = logger
  }

  public func start(_ tokens: SessionTokens) async {
    await refresher.signIn(with: AuthTokens(tokens))
  }

  /// Signed out without stored tokens; signed in at once when the access token is still valid
  /// (no request); otherwise one refresh: a refusal signs out (and removes the tokens), any
  /// other failure keeps the session (DESIGN: sign-out keeps the session on doubt).
  public func restore() async -> SessionRestoreOutcome {
    guard await refresher.isSignedIn else { return .signedOut }
    do {
      _ = try await refresher.validAccessToken()
      return .signedIn
    } catch .unauthorized {
      logger.info("the stored session was refused on refresh; signed out")
      return .signedOut
    } catch {
      logger.warning("could not renew the stored session (\(error)); keeping it")
      return .keptUnverified(RepositoryError(error))
    }
  }

  public func signOut() async {
    await refresher.signOut()
    // The refresher removes stored tokens only when it held some; a store written by another
    // build must not outlive a sign-out either.
    tokenStore.remove()
  }
}
