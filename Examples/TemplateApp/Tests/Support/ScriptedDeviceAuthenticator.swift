import AppDomain
import KeelCore

/// A ``DeviceOwnerAuthenticating`` that answers from a script: what the device offers, and the
/// outcome of each prompt in turn (the last one repeats). It records every prompt's reason.
public final class ScriptedDeviceAuthenticator: DeviceOwnerAuthenticating {
  private struct State {
    var available: DeviceOwnerAuthentication
    var outcomes: [DeviceAuthenticationOutcome]
    var prompts: [String] = []
    var scene: SystemPromptScene?
  }

  private let state: Locked<State>
  private let promptGate: Latch

  /// - Parameter promptGate: each prompt stays up until it opens (open by default), so a test can
  ///   look at the app while the system prompt shows.
  public init(
    available: DeviceOwnerAuthentication = .faceID, outcomes: [DeviceAuthenticationOutcome] = [.succeeded],
    promptGate: Latch = Latch(open: true)
  ) {
    state = Locked(State(available: available, outcomes: outcomes))
    self.promptGate = promptGate
  }

  public func availableAuthentication() -> DeviceOwnerAuthentication { state.withLock { $0.available } }

  /// Without a scene (``SystemPromptScene/attach(_:prompts:)``), the prompts move no scene phase.
  public func authenticate(reason: String) async -> DeviceAuthenticationOutcome {
    let scene = state.withLock { state in
      state.prompts.append(reason)
      return state.scene
    }
    await scene?.promptAppeared()
    await promptGate.wait()
    let outcome = state.withLock { state in
      state.outcomes.count > 1 ? state.outcomes.removeFirst() : state.outcomes.first ?? .succeeded
    }
    await scene?.promptWillReply()
    return outcome
  }

  /// Each prompt takes `scene` inactive while it shows and back to active after, as iOS does.
  func showPrompts(over scene: SystemPromptScene) { state.withLock { $0.scene = scene } }

  /// The person enrolled or removed biometrics, or removed the passcode.
  public func setAvailable(_ available: DeviceOwnerAuthentication) { state.withLock { $0.available = available } }

  /// The reason of every prompt shown, in order.
  public var prompts: [String] { state.withLock { $0.prompts } }
}
