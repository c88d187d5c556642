import AppDomain
import KeelCore

/// The mock configuration's session (and the previews'): held in memory for the process, so a
/// mock build always launches signed out and sign-out needs no server.
public final class FixtureSessionManager: SessionManaging {
  private let tokens = Locked<SessionTokens?>(nil)

  public init() {}

  public var isSignedIn: Bool { tokens.withLock { $0 != nil } }

  public func start(_ tokens: SessionTokens) async { self.tokens.withLock { $0 = tokens } }

  public func restore() async -> SessionRestoreOutcome {
    isSignedIn ? .signedIn : .signedOut
  }

  public func signOut() async { tokens.withLock { $0 = nil } }
}
