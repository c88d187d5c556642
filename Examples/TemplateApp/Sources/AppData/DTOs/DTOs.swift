import Foundation

// The JSON bodies of API.md as the app sends and reads them. Mappers turn them into AppDomain
// entities; nothing outside AppData sees a DTO.

/// `getObjects` and `getStatistics`: the URL field as the server sent it.
public struct URLDTO: Codable, Sendable, Hashable {
  public let url: String?
}

public struct AddObjectDTO: Codable, Sendable, Hashable {
  public let appVersion: String
  public let appMode: String
}

public struct LoginDTO: Codable, Sendable, Hashable {
  public let email: String
  public let password: String
}

public struct RefreshDTO: Codable, Sendable, Hashable {
  public let refreshToken: String
}

/// `login` and `refresh`: `expiresIn` is the access token's lifetime in seconds.
public struct SessionDTO: Codable, Sendable, Hashable {
  public let accessToken: String
  public let refreshToken: String
  public let expiresIn: Double
}

/// Prices are decimal strings ("2.40"), so no precision is lost to binary floating point.
public struct ItemDTO: Codable, Sendable, Hashable {
  public let id: String
  public let title: String
  public let category: String
  public let price: String
}

public struct ItemsDTO: Codable, Sendable, Hashable {
  public let items: [ItemDTO]
}

public struct ProfileDTO: Codable, Sendable, Hashable {
  public let email: String
  public let displayName: String
  public let bio: String
}

public struct ProfileUpdateDTO: Codable, Sendable, Hashable {
  public let displayName: String
  public let bio: String
}

/// The server's error body.
public struct ErrorDTO: Codable, Sendable, Hashable {
  public let error: String
  public let message: String
}
