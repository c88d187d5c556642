import FlyingFox
import Foundation

/// Sign-out, account deletion and the profile as the app shows it (issue 23), apart from the
/// handler's other endpoints.
extension DevServerHandler {
  /// Revokes the refresh token and its access token. Answers 204 for an unknown token too: a
  /// sign-out repeated after a lost answer must not fail, and the answer tells nothing about
  /// which tokens exist.
  func logout(_ request: HTTPRequest) async throws -> HTTPResponse {
    let body = try decode(RefreshRequest.self, from: try await bodyData(of: request))
    let revoked = tokens.revoke(refreshToken: body.refreshToken)
    logger.info("logout: \(revoked ? "refresh token revoked" : "unknown refresh token, nothing to revoke")")
    return HTTPResponse(statusCode: Reply.statusCode(204))
  }

  /// Deletes the caller's account after re-authenticating it: every token, the account, and
  /// everything stored for it (items, profile, analytics events, join date). An account with a
  /// password sends it; a Sign in with Apple account sends a fresh authorization code, and its
  /// Apple token is revoked (recorded in ``AppleAccounts``; a production server redeems the code
  /// at Apple and calls `/auth/revoke`, Apple's rule since 2022-06-30).
  func deleteAccount(_ request: HTTPRequest, email: String) async throws -> HTTPResponse {
    let body = try decode(DeleteAccountRequest.self, from: try await bodyData(of: request))
    let hasPassword =
      credentials.accounts.contains { AccountRules.accountKey($0.email) == email } || registered.contains(email: email)
    let appleCode = hasPassword ? nil : body.authorizationCode.flatMap { $0.isEmpty ? nil : $0 }
    if hasPassword {
      guard passwordMatches(email: email, password: body.password ?? "") else {
        throw RequestFailure(401, "invalid_credentials", "the password is wrong; the account was not deleted")
      }
    } else if appleAccounts.isAppleAccount(email) {
      guard appleCode != nil else {
        throw RequestFailure(
          401, "invalid_credentials",
          "a Sign in with Apple account is deleted with a fresh 'authorizationCode'; the account was not deleted")
      }
    }
    try await database.deleteEverything(of: email)
    if let appleCode { appleAccounts.revoke(email, authorizationCode: appleCode) }
    registered.delete(email: email)
    tokens.revokeAll(for: email)
    logger.info("account deleted with everything stored for it")
    return HTTPResponse(statusCode: Reply.statusCode(204))
  }

  func avatar(id: String?) throws(RequestFailure) -> HTTPResponse {
    guard let id, AvatarImage.isValid(id: id) else {
      throw RequestFailure(404, "not_found", "no picture '\(id ?? "")'")
    }
    return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: AvatarImage.png)
  }

  /// Whether `password` is `email`'s, for a configured or registered account not deleted since.
  func passwordMatches(email: String, password: String) -> Bool {
    guard !registered.isDeleted(email: email) else { return false }
    return credentials.accounts.contains { AccountRules.accountKey($0.email) == email && $0.password == password }
      || registered.matches(email: email, password: password)
  }

  /// The profile as `GET /profile` answers it; the picture's URL names this server as the
  /// request reached it (its `Host`), so it works on any port.
  func profileBody(of email: String, request: HTTPRequest) async throws -> ProfileBody {
    let profile = try await profile(of: email)
    let host = request.headers[HTTPHeader("Host")] ?? "127.0.0.1"
    return ProfileBody(
      email: profile.email, displayName: profile.displayName, bio: profile.bio, updatedAt: profile.updatedAt,
      pictureUrl: "http://\(host)\(AvatarImage.path(for: email))",
      joinedAt: try await database.recordMember(email, at: now()), isActive: true)
  }

  func updateProfile(_ request: HTTPRequest, email: String) async throws -> HTTPResponse {
    let update = try decode(ProfileUpdate.self, from: try await bodyData(of: request))
    let name = update.displayName.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...80).contains(name.count) else {
      throw RequestFailure(422, "invalid_field", "field 'displayName' must be 1 to 80 characters")
    }
    guard (update.bio ?? "").count <= 500 else {
      throw RequestFailure(422, "invalid_field", "field 'bio' must be at most 500 characters")
    }
    var profile = try await profile(of: email)
    profile.displayName = name
    profile.bio = update.bio ?? profile.bio
    profile.updatedAt = now()
    try await database.saveProfile(profile)
    return Reply.json(200, try await profileBody(of: email, request: request))
  }
}
