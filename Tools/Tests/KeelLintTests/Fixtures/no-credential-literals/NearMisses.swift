// fixture-path: Examples/TemplateApp/Tests/AppDataTests/LoginTests.swift
import Foundation

enum CodingKeys: String {
  case accessToken = "access_token"
  case password
}

func credentials(token: String) {
  let password = UUID().uuidString
  let emptyPassword = ""
  let tokenKey = "auth_token"
  let accessToken = "access_token"
  let passwordField = "password"
  let header = "Bearer \(token)"
  let challenges = [#"Basic realm="api""#, #"Bearer realm="api", error="invalid_token""#]
  let basic = "Basic \(Data("ada:\(password)".utf8).base64EncodedString())"
  let url = URL(string: "https://example.com/login?user=ada")
  let userOnly = URL(string: "https://ada@example.com")
  let time = "10:30"
  let message = "Token expired, sign in again"
  let hello = "SGVsbG8gd29ybGQ="
  let passwordTooShort = "Password must be at least 8 characters"
  let tokenVariable = "KEEL_API_TOKEN"
  let tokenExpiry = "2024-01-01"
  let passwordPolicy = "strong"
  let tokenExpiresAt = "2024-01-01T00:00:00Z"
  _ = (password, emptyPassword, tokenKey, accessToken, passwordField, header, basic, url, userOnly, time, message)
  _ = (hello, passwordTooShort, tokenVariable, tokenExpiry, passwordPolicy, tokenExpiresAt)
}

// Keys that name a stored value, a field or a setting, and values shaped like such names.
func lookupKeys() {
  let cacheKey = "items"
  let userDefaultsKey = "hasSeenOnboarding"
  let storageKey = "com.example.items.v2"
  let secretKeyName = "aws_secret_access_key"
  let key = "selectedTab"
  let sortKey = "createdAt"
  let publishableKey = "pk_test_TYoo"
  let encryptionKey = "encryption_key_v2"
  let cacheKeyV2 = "feed-3f9a1c7b2e8d4a6f9b0c1d2e"
  let accessKey = "AccessKeyForTheItemsTable"
  _ = (cacheKey, userDefaultsKey, storageKey, secretKeyName, key, sortKey, publishableKey, encryptionKey)
  _ = (cacheKeyV2, accessKey)
}

// Labels that start with a scheme's name, and the header code looks for in a key file.
func labels(contents: String) -> Bool {
  let title = Text("Basic Information")
  let label = Text("Bearer Token")
  _ = (title, label)
  return contents.starts(with: "-----BEGIN OPENSSH PRIVATE KEY-----\n")
}
