import Foundation

// The JSON bodies of API.md, as the server reads and writes them.

struct LoginRequest: Codable, Sendable {
  let email: String
  let password: String
}

struct RefreshRequest: Codable, Sendable {
  let refreshToken: String
}

struct AppleSignInRequest: Codable, Sendable {
  let identityToken: String
  let rawNonce: String
}

/// The claims of an Apple identity token the development server reads.
struct AppleIdentityClaims: Codable, Sendable {
  let sub: String
  let email: String?
  let nonce: String?
}

struct PasswordResetRequest: Codable, Sendable {
  let email: String
}

/// Answer of `auth/password-reset`, whatever the email.
struct PasswordResetBody: Codable, Sendable {
  let status: String
}

/// Answer of `login` and `refresh`; `expiresIn` is the access token's lifetime in seconds.
struct SessionBody: Codable, Sendable {
  let accessToken: String
  let refreshToken: String
  let expiresIn: Double
}

/// Answer of `getObjects` and `getStatistics`; `url` is left out when none is configured.
struct URLBody: Codable, Sendable {
  let url: String?
}

struct ItemsBody: Codable, Sendable {
  let items: [ItemBody]
}

struct ProfileUpdate: Codable, Sendable {
  let displayName: String
  let bio: String?
}

struct EventBody: Codable, Sendable {
  let name: String
  let properties: [String: String]?
}

struct EventsRequest: Codable, Sendable {
  let events: [EventBody]
}

/// The acknowledgement of stored events: sent only after they are committed.
struct EventsAcknowledgement: Codable, Sendable {
  let accepted: Int
  let ids: [Int64]
}

struct EventsList: Codable, Sendable {
  let events: [DevServerDatabase.Event]
}

struct HealthBody: Codable, Sendable {
  let status: String
}
