import Foundation

/// The signed-in user's profile (Settings' modal sub-flow), with seed 001's `User` fields: the
/// picture, the join date and whether the account is active.
public struct UserProfile: Sendable, Hashable, Codable {
  public let email: String
  public var displayName: String
  public var bio: String
  /// The profile picture; nil when the server has none (the screen shows a placeholder).
  public var pictureURL: URL?
  /// When the account was created; nil when the server did not say.
  public var joinDate: Date?
  /// False for an account the server has suspended or deactivated.
  public var isActive: Bool

  public init(
    email: String, displayName: String, bio: String, pictureURL: URL? = nil, joinDate: Date? = nil,
    isActive: Bool = true
  ) {
    self.email = email
    self.displayName = displayName
    self.bio = bio
    self.pictureURL = pictureURL
    self.joinDate = joinDate
    self.isActive = isActive
  }
}
