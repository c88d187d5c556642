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
