import AppDomain
import KeelCore

/// The mock configuration's profile: the signed-in user's, kept in memory for the session.
public final class FixtureProfileRepository: ProfileRepositoryProtocol {
  private let stored: Locked<UserProfile>
  private let rules: ProfileRules

  public init(email: String, rules: ProfileRules = .api) {
    stored = Locked(UserProfile(email: email, displayName: "", bio: ""))
    self.rules = rules
  }

  public func profile() async throws(RepositoryError) -> UserProfile {
    stored.withLock { $0 }
  }

  public func updateProfile(displayName: String, bio: String) async throws(RepositoryError) -> UserProfile {
    stored.withLock { profile in
      profile.displayName = displayName
      profile.bio = bio
      return profile
    }
  }
}
