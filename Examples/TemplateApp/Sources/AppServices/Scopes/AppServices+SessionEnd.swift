import AppData
import KeelCore
import KeelNetwork

extension AppServices {
  /// Follows the live session's token refresher. When the server refuses the refresh token
  /// mid-session (it expired, was revoked, or a restarted server no longer knows it), the
  /// refresher has already dropped the tokens; without this the tabs would stay up with every
  /// request failing. The person is signed out as after Settings' sign-out: sign-in shows (the
  /// root follows the session's state) and the signed-in scope closes. Nil in the mock
  /// configuration, which has no refresher.
  func followSessionEnds() -> SessionEndWatch? {
    guard let network = try? scopes.login.resolve(.network) else { return nil }
    let state = network.refresher.state
    return SessionEndWatch(
      Task { [weak self] in
        for await change in state.values {
          guard case .signedOut(.refreshFailed(let error)) = change else { continue }
          await self?.serverEndedSession(error, state: state)
        }
      })
  }

  private func serverEndedSession(_ error: APIError, state: CurrentValueStream<SessionState>) async {
    // Stale news: a sign-in since then started a new session, or nobody was signed in (a
    // session refused while being restored at launch, which the launch already handles).
    guard case .signedOut(.refreshFailed) = state.value, session.signInGate.isSignedIn else { return }
    logger.notice("the server ended the session (refresh refused: \(error)); signing out")
    // Before the sign-out clears the user id, so the report says whose session ended.
    crashReporter.recordNonFatal(error, context: ["where": "session.refresh"])
    await signOut()
  }
}

/// Stops following the refresher when the services go, so its stream does not keep the task.
final class SessionEndWatch: Sendable {
  private let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  deinit { task.cancel() }
}
