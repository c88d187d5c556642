/// Seed 002's `UserManager`: the signed-in user's profile, loaded once the session starts
/// (``getUser()`` after sign-in or restore) and kept for the screens that show it. One per
/// signed-in scope, so a second user never sees the first one's profile. An actor (seed 003:
/// services that hold state are actors).
///
/// It is a ``ProfileRepositoryProtocol`` itself, so the profile use cases read and write
/// through it and its copy stays current.
public actor UserManager: ProfileRepositoryProtocol {
  /// The profile as last loaded or saved; nil before the first load.
  public private(set) var user: UserProfile?
  private let repository: any ProfileRepositoryProtocol

  public init(repository: any ProfileRepositoryProtocol) {
    self.repository = repository
  }

  /// Loads the profile from the server and keeps it.
  @discardableResult
  public func getUser() async throws(RepositoryError) -> UserProfile {
    let profile = try await repository.profile()
    user = profile
    return profile
  }

  public func profile() async throws(RepositoryError) -> UserProfile {
    try await getUser()
  }

  public func updateProfile(displayName: String, bio: String) async throws(RepositoryError) -> UserProfile {
    let profile = try await repository.updateProfile(displayName: displayName, bio: bio)
    user = profile
    return profile
  }
}
