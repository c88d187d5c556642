import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

/// The accounts endpoints over a real socket: sign-out revokes, deletion removes everything
/// stored for the user (SQLite, checked table by table), and the profile's picture is served.
@Suite("DevServer: sign-out, account deletion and the profile picture")
struct DevServerAccountTests {
  @Test func logoutRevokesTheRefreshTokenAndItsAccessToken() async throws {
    try await DevServerHarness.with { harness in
      let session = try await harness.signIn()
      let logout = try await harness.client.send("POST", "/auth/logout", json: ["refreshToken": session.refreshToken])
      #expect(logout.status == 204)
      let refresh = try await harness.client.send("POST", "/auth/refresh", json: ["refreshToken": session.refreshToken])
      #expect(refresh.status == 401)
      #expect(try refresh.decode(ErrorBody.self).error == "invalid_refresh")
      let items = try await harness.client.send(
        "GET", "/items", headers: AuthorizationHeader.bearer(session.accessToken))
      #expect(items.status == 401)
      // A repeated sign-out (its first answer lost) still succeeds.
      #expect(
        try await harness.client.send("POST", "/auth/logout", json: ["refreshToken": session.refreshToken]).status
          == 204)
    }
  }

  @Test func logoutLeavesTheUsersOtherSessionsAlone() async throws {
    try await DevServerHarness.with { harness in
      let phone = try await harness.signIn()
      let tablet = try await harness.signIn()
      _ = try await harness.client.send("POST", "/auth/logout", json: ["refreshToken": phone.refreshToken])
      let refresh = try await harness.client.send("POST", "/auth/refresh", json: ["refreshToken": tablet.refreshToken])
      #expect(refresh.status == 200)
    }
  }

  @Test func deletingTheAccountNeedsItsPasswordAndRemovesEverythingStoredForIt() async throws {
    try await DevServerHarness.with { harness in
      let email = harness.account.email
      let session = try await harness.signIn()
      let bearer = AuthorizationHeader.bearer(session.accessToken)
      let created = try await harness.client.send(
        "POST", "/items", headers: bearer, json: ["title": "Tea", "category": "drinks", "price": "1.20"])
      #expect(created.status == 201)
      let renamed = try await harness.client.send("PUT", "/profile", headers: bearer, json: ["displayName": "Ada"])
      #expect(renamed.status == 200)
      let event = try await harness.client.send(
        "POST", "/analytics/events", headers: bearer, json: ["events": [["name": "opened"]]])
      #expect(event.status == 201)
      let device = try await harness.client.send(
        "POST", "/devices", headers: bearer, json: ["token": String(repeating: "0f", count: 32)])
      #expect(device.status == 201)
      let before = try await harness.server.database.rowCounts(of: email)
      #expect(before.values.allSatisfy { $0 > 0 }, "every table holds something of the user: \(before)")

      let wrong = try await harness.client.send("DELETE", "/me", headers: bearer, json: ["password": UUID().uuidString])
      #expect(wrong.status == 401)
      #expect(try await harness.server.database.rowCounts(of: email) == before, "nothing deleted")

      let deleted = try await harness.client.send(
        "DELETE", "/me", headers: bearer, json: ["password": harness.account.password])
      #expect(deleted.status == 204)
      let after = try await harness.server.database.rowCounts(of: email)
      #expect(after.values.allSatisfy { $0 == 0 }, "rows left: \(after)")
      #expect(try await harness.client.send("GET", "/items", headers: bearer).status == 401)
      let refresh = try await harness.client.send("POST", "/auth/refresh", json: ["refreshToken": session.refreshToken])
      #expect(refresh.status == 401)
      let login = try await harness.client.send(
        "POST", "/auth/login", json: ["email": email, "password": harness.account.password])
      #expect(login.status == 401)
    }
  }

  /// A Sign in with Apple account has no password: it is deleted with a fresh authorization
  /// code, and the server revokes its Apple token (Apple's rule since 2022-06-30); without a
  /// code nothing is deleted.
  @Test func anAppleAccountIsDeletedWithAnAuthorizationCodeAndItsAppleTokenRevoked() async throws {
    try await DevServerHarness.with { harness in
      let nonce = AppleSignInNonce.random()
      let token = try TestIdentityToken.make(["sub": "001.delete", "nonce": nonce.hashed])
      let signIn = try await harness.client.send(
        "POST", "/auth/apple", json: ["identityToken": token, "rawNonce": nonce.raw, "authorizationCode": "first"])
      #expect(signIn.status == 200)
      let session = try signIn.decode(ServerSession.self)
      let bearer = AuthorizationHeader.bearer(session.accessToken)

      let withoutCode = try await harness.client.send("DELETE", "/me", headers: bearer, json: [String: String]())
      #expect(withoutCode.status == 401)
      let withPassword = try await harness.client.send(
        "DELETE", "/me", headers: bearer, json: ["password": UUID().uuidString])
      #expect(withPassword.status == 401, "an Apple account is not deleted with a password")
      #expect(harness.server.appleAccounts.revocations.isEmpty)

      let deleted = try await harness.client.send(
        "DELETE", "/me", headers: bearer, json: ["authorizationCode": "fresh"])
      #expect(deleted.status == 204)
      #expect(
        harness.server.appleAccounts.revocations
          == [AppleAccounts.Revocation(account: "apple:001.delete", authorizationCode: "fresh")])
      #expect(try await harness.client.send("GET", "/items", headers: bearer).status == 401)
    }
  }

  /// An account with a password is not deleted with an Apple code.
  @Test func aPasswordAccountIsNotDeletedWithAnAuthorizationCode() async throws {
    try await DevServerHarness.with { harness in
      let session = try await harness.signIn()
      let refused = try await harness.client.send(
        "DELETE", "/me", headers: AuthorizationHeader.bearer(session.accessToken), json: ["authorizationCode": "x"])
      #expect(refused.status == 401)
      #expect(harness.server.appleAccounts.revocations.isEmpty)
    }
  }

  @Test func aDeletedRegisteredAccountCanRegisterAgain() async throws {
    try await DevServerHarness.with { harness in
      let credentials = ["email": "new@example.org", "password": UUID().uuidString]
      let registered = try await harness.client.send("POST", "/auth/register", json: credentials)
      #expect(registered.status == 201)
      let session = try registered.decode(ServerSession.self)
      let deleted = try await harness.client.send(
        "DELETE", "/me", headers: AuthorizationHeader.bearer(session.accessToken),
        json: ["password": credentials["password"]!])
      #expect(deleted.status == 204)
      #expect(try await harness.client.send("POST", "/auth/login", json: credentials).status == 401)
      #expect(try await harness.client.send("POST", "/auth/register", json: credentials).status == 201)
    }
  }

  @Test func theProfileNamesAPictureThisServerServesAndTheJoinDate() async throws {
    let joined = Date(timeIntervalSince1970: 1_767_225_600)
    try await DevServerHarness.with(now: { joined }) { harness in
      let session = try await harness.signIn()
      let profile = try await harness.client.send(
        "GET", "/profile", headers: AuthorizationHeader.bearer(session.accessToken))
      #expect(profile.status == 200)
      #expect(profile.json["joinedAt"] as? String == "2026-01-01T00:00:00Z")
      #expect(profile.json["isActive"] as? Bool == true)
      let pictureURL = try #require(profile.json["pictureUrl"] as? String)
      let picture = try #require(URL(string: pictureURL))
      #expect(picture.port == Int(harness.server.port))
      let image = try await harness.client.send("GET", picture.path)
      #expect(image.status == 200)
      #expect(image.headers["content-type"] == "image/png")
      #expect(Array(image.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(try await harness.client.send("GET", "/avatars/not-a-picture").status == 404)
    }
  }
}
