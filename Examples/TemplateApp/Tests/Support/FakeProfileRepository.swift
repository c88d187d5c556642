import AppDomain
import KeelCore

/// An in-memory `ProfileRepositoryProtocol` for use-case and view-model tests: it records every
/// update sent and fails on demand (the DevServer is used where the wire matters).
public final class FakeProfileRepository: ProfileRepositoryProtocol, Sendable {
  public enum Operation: Hashable, Sendable {
    case load, update
  }

  private struct State {
    var profile: UserProfile
    var failures: [Operation: RepositoryError] = [:]
    var updates: [ProfileDraft] = []
    var loads = 0
  }

  private let state: Locked<State>

  public init(profile: UserProfile = FakeProfileRepository.sample) {
    state = Locked(State(profile: profile))
  }

  public static let sample = UserProfile(email: "ada@example.org", displayName: "Ada", bio: "Counts things.")

  /// What the "server" holds now.
  public var profile: UserProfile { state.withLock { $0.profile } }
  /// Every update sent, in order, as the repository received it.
  public var updates: [ProfileDraft] { state.withLock { $0.updates } }
  public var loads: Int { state.withLock { $0.loads } }

  /// Makes `operation` fail with `error` until set back to nil.
  public func fail(_ operation: Operation, with error: RepositoryError?) {
    state.withLock { $0.failures[operation] = error }
  }

  public func profile() async throws(RepositoryError) -> UserProfile {
    let result: Result<UserProfile, RepositoryError> = state.withLock { state in
      state.loads += 1
      if let failure = state.failures[.load] { return .failure(failure) }
      return .success(state.profile)
    }
    return try result.get()
  }

  public func updateProfile(displayName: String, bio: String) async throws(RepositoryError) -> UserProfile {
    let result: Result<UserProfile, RepositoryError> = state.withLock { state in
      state.updates.append(ProfileDraft(displayName: displayName, bio: bio))
      if let failure = state.failures[.update] { return .failure(failure) }
      state.profile.displayName = displayName
      state.profile.bio = bio
      return .success(state.profile)
    }
    return try result.get()
  }
}
