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
  private let protectedData: ProtectedDataAvailability
  private let logger: Logger

  /// - Parameter protectedData: when the device's protected data becomes available: a session
  ///   the locked Keychain kept from the launch is read again then.
  public init(
    refresher: TokenRefresher, tokenStore: SessionTokenStore,
    protectedData: ProtectedDataAvailability = ProtectedDataAvailability(),
    logger: Logger = Logger(label: "template.session")
  ) {
    self.refresher = refresher
    self.tokenStore = tokenStore
    self.protectedData = protectedData
    self.logger = logger
  }

  public func start(_ tokens: SessionTokens) async {
    await refresher.signIn(with: AuthTokens(tokens))
  }

  /// Signed out without stored tokens; signed in at once when the access token is still valid
  /// (no request); otherwise one refresh: a refusal signs out (and removes the tokens), any
  /// other failure keeps the session (DESIGN: sign-out keeps the session on doubt).
  ///
  /// A Keychain that is locked (a background launch after a restart, before the first unlock)
  /// is no answer: the restore waits until protected data becomes available and reads again, so
  /// the root shows neither sign-in nor a signed-out person meanwhile, and nothing is deleted.
  public func restore() async -> SessionRestoreOutcome {
    if await !refresher.isSignedIn {
      // The refresher was built with what the store gave at launch; nothing, or a locked store.
      guard let tokens = await storedTokensOnceReadable() else { return .signedOut }
      await refresher.signIn(with: AuthTokens(tokens))
    }
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

  /// The stored tokens, waiting out a locked Keychain; nil when there are none, they cannot be
  /// decoded, the store fails otherwise (logged, the tokens stay), or the task was cancelled.
  private func storedTokensOnceReadable() async -> SessionTokens? {
    while !Task.isCancelled {
      let mark = protectedData.mark
      do {
        return try tokenStore.read()
      } catch .unavailable(let operation, let detail) {
        logger.notice(
          "the Keychain is locked until the first unlock; the session is kept and read again then",
          metadata: ["operation": "\(operation)", "detail": "\(detail)"])
        await protectedData.available(after: mark)
      } catch {
        logger.error("the stored session cannot be read (\(error)); it is kept, and this launch starts signed out")
        return nil
      }
    }
    return nil
  }

  public func signOut() async {
    await refresher.signOut()
    // The refresher removes stored tokens only when it held some; a store written by another
    // build must not outlive a sign-out either.
    tokenStore.remove()
  }
}
