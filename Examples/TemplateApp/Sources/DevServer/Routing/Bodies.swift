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
  /// Apple's one-time authorization code (optional: an older app sends none).
  let authorizationCode: String?
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
  /// The account's opaque id (``AccountRules/accountID(_:)``).
  let accountId: String
}

/// Answer of `getObjects` and `getStatistics`; `url` is left out when none is configured.
struct URLBody: Codable, Sendable {
  let url: String?
}

/// `getStatistics`: the statistics page and the PDF document the app links to.
struct StatisticsBody: Codable, Sendable {
  let url: String?
  let pdfUrl: String?
}

struct ItemsBody: Codable, Sendable {
  let items: [ItemBody]
}

/// The body of `POST /items` and `PUT /items/{id}`.
struct ItemInput: Codable, Sendable {
  let title: String
  let category: String
  let price: String

  /// The item to store, with the title trimmed and the price written with two decimals; a
  /// 422 naming the field when a rule of API.md is broken.
  func validated(id: String) throws(RequestFailure) -> ItemBody {
    let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...100).contains(title.count) else {
      throw RequestFailure(422, "invalid_field", "field 'title' must be 1 to 100 characters")
    }
    guard SeedItems.categories.contains(category) else {
      throw RequestFailure(
        422, "invalid_field",
        "field 'category' must be one of \(SeedItems.categories.joined(separator: ", ")), not '\(category)'")
    }
    return ItemBody(id: id, title: title, category: category, price: try Self.normalizedPrice(price))
  }

  /// `"3"` → `"3.00"`, `"2.4"` → `"2.40"`; digits with an optional point and one or two decimals
  /// only, so a negative, a third decimal, an exponent or a comma is refused.
  static func normalizedPrice(_ price: String) throws(RequestFailure) -> String {
    let parts = price.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    if price.hasPrefix("-"), Double(price) != nil {
      throw RequestFailure(422, "invalid_field", "field 'price' must be at least 0, got '\(price)'")
    }
    guard isDigits(parts[0]), parts.count == 1 || isDigits(parts[1]) else {
      throw RequestFailure(
        422, "invalid_field", "field 'price' must be a decimal number such as \"2.40\", got '\(price)'")
    }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= 2 else {
      throw RequestFailure(422, "invalid_field", "field 'price' must have at most two decimals, got '\(price)'")
    }
    return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0))"
  }
}

/// Answer of `GET /profile` and `PUT /profile`: the stored profile with the picture's URL, the
/// join date and whether the account is active.
struct ProfileBody: Codable, Sendable {
  let email: String
  let displayName: String
  let bio: String
  let updatedAt: Date
  let pictureUrl: String
  let joinedAt: Date
  let isActive: Bool
}

/// The body of `auth/logout` is a ``RefreshRequest``; `DELETE /me` re-authenticates with this.
/// `DELETE /me`'s re-authentication: the password, or for a Sign in with Apple account a fresh
/// authorization code from Apple.
struct DeleteAccountRequest: Codable, Sendable {
  let password: String?
  let authorizationCode: String?
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

/// `GET /config` and the dashboard's `PUT /_dev/remote-config`: feature flags by name.
struct RemoteConfigBody: Codable, Sendable, Equatable {
  let flags: [String: Bool]
}
