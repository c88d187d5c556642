import Foundation

/// The signed-in user's profile (Settings' modal sub-flow).
public struct UserProfile: Sendable, Hashable, Codable {
  public let email: String
  public var displayName: String
  public var bio: String

  public init(email: String, displayName: String, bio: String) {
    self.email = email
    self.displayName = displayName
    self.bio = bio
  }
}
