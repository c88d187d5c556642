import AppDomain
import KeelCore

/// A profile held in memory, starting from ``AppFixtures/profile``, or failing with a given
/// error: for previews of the profile's screens.
public final class FixtureProfileRepository: ProfileRepositoryProtocol {
  private let stored: Locked<UserProfile>
  private let failure: RepositoryError?

  public init(profile: UserProfile = AppFixtures.profile, failure: RepositoryError? = nil) {
    stored = Locked(profile)
    self.failure = failure
  }

  public func profile() async throws(RepositoryError) -> UserProfile {
    if let failure { throw failure }
    return stored.withLock { $0 }
  }

  public func updateProfile(displayName: String, bio: String) async throws(RepositoryError) -> UserProfile {
    if let failure { throw failure }
    return stored.withLock { profile in
      profile.displayName = displayName
      profile.bio = bio
      return profile
    }
  }
}
