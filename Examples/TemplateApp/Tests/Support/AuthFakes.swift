import AppData
import AppDomain
import DevServer
import Foundation
import KeelNetwork
import KeelStorage

/// The real sign-in stack (AppData's repository, session service and token store over a secure
/// store on disk) against an in-process development server, seen through domain protocols so
/// feature tests never import AppData.
public struct DevServerSignIn: Sendable {
  public let provider: any SignInProvider
  /// Sign in with Apple's provider over the same session (`auth/apple`).
  public let appleProvider: any SignInProvider
  public let session: any SessionManaging
  /// The tokens in the secure store, as the next launch would read them.
  public let storedTokens: @Sendable () -> SessionTokens?
}

extension DevServerHarness {
  /// AppData's session repository against this server, as a domain protocol.
  public func sessionRepository() -> any SessionRepositoryProtocol {
    SessionRepository(client: anonymousClient())
  }

  /// Sign-in over `secureStore` (a `FileSecureStore` in the server's folder by default).
  public func signInStack(secureStore: (any SecureStore)? = nil) -> DevServerSignIn {
    let store = secureStore ?? FileSecureStore(fileURL: folder.appendingPathComponent("secure.json"))
    let tokenStore = SessionTokenStore(store: store)
    let repository = SessionRepository(client: anonymousClient())
    let refresher = repository.refresher(tokens: tokenStore.load(), onTokensChange: { tokenStore.record($0) })
    let session = SessionService(refresher: refresher, tokenStore: tokenStore)
    return DevServerSignIn(
      provider: EmailPasswordSignInProvider(repository: repository, session: session),
      appleProvider: AppleSignInProvider(repository: repository, session: session), session: session,
      storedTokens: { tokenStore.load() })
  }
}
