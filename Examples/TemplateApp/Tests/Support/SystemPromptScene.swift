import AppFeature

/// The scene as iOS moves it through SwiftUI's `ScenePhase`, forwarding each move to an
/// ``AppLock`` as `AppShell.scenePhaseChanged(to:)` does (inactive → `sceneWillResignActive`,
/// background → `sceneDidEnterBackground`, active → `sceneDidBecomeActive`).
///
/// LocalAuthentication's prompt is system UI over the app: while it shows, the scene is
/// inactive ("in the foreground but should pause its work … otherwise unavailable",
/// https://developer.apple.com/documentation/swiftui/scenephase/inactive), and it is active again
/// once the prompt has gone. `LAContext.evaluatePolicy(_:localizedReason:reply:)` calls its reply
/// "on a private queue internal to the framework in an unspecified threading context"
/// (https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:)),
/// so the reply and the return to active reach the app in either order: ``ReturnToActive`` picks
/// one. A ``ScriptedDeviceAuthenticator`` attached with ``attach(_:)`` moves the scene around
/// each prompt.
@MainActor
public final class SystemPromptScene {
  /// A phase of the scene, as SwiftUI reports it.
  public enum Phase: Sendable, Hashable {
    case active, inactive, background
  }

  /// When the scene becomes active again after a prompt, relative to the prompt's reply.
  public enum ReturnToActive: Sendable {
    /// The reply reaches the app first; the scene becomes active just after.
    case afterReply
    /// The scene is active again before the reply arrives.
    case beforeReply
  }

  /// Every phase the scene moved to, in order.
  public private(set) var phases: [Phase] = []
  private let returnToActive: ReturnToActive
  // Weak: the lock holds the authenticator, which holds this scene.
  private weak var lock: AppLock?
  /// Returns to active owed by prompts whose reply came first, made by ``settle(limit:)``.
  private var owedActivations = 0

  public init(returnToActive: ReturnToActive = .afterReply) {
    self.returnToActive = returnToActive
  }

  /// The lock that hears the scene's moves and the authenticator whose prompts move the scene.
  public func attach(_ lock: AppLock, prompts authenticator: ScriptedDeviceAuthenticator) {
    self.lock = lock
    authenticator.showPrompts(over: self)
  }

  /// The scene moves to `phase`; the lock hears it as the app shell forwards it.
  public func move(to phase: Phase) async {
    phases.append(phase)
    guard let lock else { return }
    switch phase {
    case .active: await lock.sceneDidBecomeActive()
    case .inactive: lock.sceneWillResignActive()
    case .background: lock.sceneDidEnterBackground()
    }
  }

  /// The launch's first activation.
  public func launch() async {
    await move(to: .active)
    await settle()
  }

  /// The person leaves the app (the home gesture): inactive, then background, as iOS reports it.
  public func enterBackground() async {
    await move(to: .inactive)
    await move(to: .background)
  }

  /// The person comes back: inactive, then active.
  public func enterForeground() async {
    await move(to: .inactive)
    await move(to: .active)
    await settle()
  }

  /// The scene becomes active again after each prompt whose reply the app has taken, including
  /// prompts those returns start (a lock that prompts at every return to active keeps starting
  /// them: `limit` ends the loop).
  public func settle(limit: Int = 10) async {
    var moves = 0
    while owedActivations > 0, moves < limit {
      owedActivations -= 1
      moves += 1
      await move(to: .active)
    }
  }

  // MARK: - Around a prompt (the authenticator calls these)

  func promptAppeared() async {
    await move(to: .inactive)
  }

  /// The prompt went away with its answer about to be returned to the app.
  func promptWillReply() async {
    switch returnToActive {
    case .beforeReply:
      await move(to: .active)
    case .afterReply:
      // Made by `settle`, which the test calls once the lock has taken the reply: a task started
      // here could run before the reply reaches the lock.
      owedActivations += 1
    }
  }
}
