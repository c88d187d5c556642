import Foundation

// The JSON bodies of API.md as the app sends and reads them. Mappers turn them into AppDomain
// entities; nothing outside AppData sees a DTO.

/// `getObjects`: the URL field as the server sent it.
public struct URLDTO: Codable, Sendable, Hashable {
  public let url: String?
  public init(url: String?) {
    self.url = url
  }
}

/// `getStatistics`: the statistics page's and the PDF document's URLs as the server sent them.
public struct StatisticsDTO: Codable, Sendable, Hashable {
  public let url: String?
  public let pdfUrl: String?
  public init(url: String?, pdfUrl: String?) {
    self.url = url
    self.pdfUrl = pdfUrl
  }
}

public struct AddObjectDTO: Codable, Sendable, Hashable {
  public let appVersion: String
  public let appMode: String
  public init(appVersion: String, appMode: String) {
    self.appVersion = appVersion
    self.appMode = appMode
  }
}

public struct LoginDTO: Codable, Sendable, Hashable {
  public let email: String
  public let password: String
  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}

public struct AppleSignInDTO: Codable, Sendable, Hashable {
  public let identityToken: String
  public let rawNonce: String
  /// Apple's one-time authorization code; left out of the body when Apple gave none.
  public let authorizationCode: String?
  public init(identityToken: String, rawNonce: String, authorizationCode: String? = nil) {
    self.identityToken = identityToken
    self.rawNonce = rawNonce
    self.authorizationCode = authorizationCode
  }
}

public struct PasswordResetDTO: Codable, Sendable, Hashable {
  public let email: String
  public init(email: String) {
    self.email = email
  }
}

public struct RefreshDTO: Codable, Sendable, Hashable {
  public let refreshToken: String
  public init(refreshToken: String) {
    self.refreshToken = refreshToken
  }
}

/// `login` and `refresh`: `expiresIn` is the access token's lifetime in seconds; `accountId`
/// the server's id of the account (optional: a server that leaves it out still signs in).
public struct SessionDTO: Codable, Sendable, Hashable {
  public let accessToken: String
  public let refreshToken: String
  public let expiresIn: Double
  public let accountId: String?
  public init(accessToken: String, refreshToken: String, expiresIn: Double, accountId: String? = nil) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
    self.accountId = accountId
  }
}

/// Prices are decimal strings ("2.40"), so no precision is lost to binary floating point.
public struct ItemDTO: Codable, Sendable, Hashable {
  public let id: String
  public let title: String
  public let category: String
  public let price: String
  public init(id: String, title: String, category: String, price: String) {
    self.id = id
    self.title = title
    self.category = category
    self.price = price
  }
}

/// The body of `POST /items` and `PUT /items/{id}`.
public struct ItemInputDTO: Codable, Sendable, Hashable {
  public let title: String
  public let category: String
  public let price: String
  public init(title: String, category: String, price: String) {
    self.title = title
    self.category = category
    self.price = price
  }
}

public struct ItemsDTO: Codable, Sendable, Hashable {
  public let items: [ItemDTO]
  public init(items: [ItemDTO]) {
    self.items = items
  }
}

/// `joinedAt` is an ISO 8601 date; the last three fields are optional, so a server from before
/// them still reads.
public struct ProfileDTO: Codable, Sendable, Hashable {
  public let email: String
  public let displayName: String
  public let bio: String
  public let pictureUrl: String?
  public let joinedAt: String?
  public let isActive: Bool?
  public init(
    email: String, displayName: String, bio: String, pictureUrl: String? = nil, joinedAt: String? = nil,
    isActive: Bool? = nil
  ) {
    self.email = email
    self.displayName = displayName
    self.bio = bio
    self.pictureUrl = pictureUrl
    self.joinedAt = joinedAt
    self.isActive = isActive
  }
}

/// The body of `DELETE /me`: the password, re-authenticating the deletion.
/// `DELETE /me`'s body: the password, or a Sign in with Apple account's fresh authorization
/// code (the other left out).
public struct DeleteAccountDTO: Codable, Sendable, Hashable {
  public let password: String?
  public let authorizationCode: String?
  public init(password: String) {
    self.password = password
    authorizationCode = nil
  }

  public init(appleAuthorizationCode: String) {
    password = nil
    authorizationCode = appleAuthorizationCode
  }
}

public struct ProfileUpdateDTO: Codable, Sendable, Hashable {
  public let displayName: String
  public let bio: String
  public init(displayName: String, bio: String) {
    self.displayName = displayName
    self.bio = bio
  }
}

/// The server's error body.
public struct ErrorDTO: Codable, Sendable, Hashable {
  public let error: String
  public let message: String
  public init(error: String, message: String) {
    self.error = error
    self.message = message
  }
}

/// `GET /config`: feature flags by name.
public struct RemoteConfigDTO: Codable, Sendable, Equatable {
  public let flags: [String: Bool]
}
