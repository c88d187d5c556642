import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

/// The push devices endpoints over a real socket, stored in SQLite per user: validation with
/// errors naming the field, a retried post, a token moving to the user who registers it last,
/// an idempotent delete that tells nothing about other users, deletion with the account, and
/// the dashboard's list.
@Suite("DevServer: push devices")
struct DevServerDevicesTests {
  static let token = String(repeating: "ab", count: 32)

  @Test func aTokenIsStoredForTheCallerAndARetryIsHarmless() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let first = try await harness.client.send("POST", "/devices", headers: bearer, json: ["token": Self.token])
      #expect(first.status == 201)
      #expect(first.json["token"] as? String == Self.token)
      #expect(first.json["platform"] as? String == "ios")
      let again = try await harness.client.send(
        "POST", "/devices", headers: bearer, json: ["token": Self.token.uppercased(), "platform": "ios"])
      #expect(again.status == 200, "the same token (hex in any case) is not new")
      let stored = try await harness.server.database.devices(owner: harness.account.email)
      #expect(stored.map(\.token) == [Self.token])
    }
  }

  /// A body `POST /devices` must refuse; the tokens are made at run time (never written down).
  enum BadBody: CaseIterable, Sendable {
    case notHex, oddLength, empty, tooLong, otherPlatform

    var body: [String: String] {
      let hex = DeviceToken(bytes: Array(UUID().uuidString.utf8)).hex
      switch self {
      case .notHex: return ["token": UUID().uuidString]
      case .oddLength: return ["token": String(hex.dropLast())]
      case .empty: return ["token": ""]
      case .tooLong: return ["token": String(repeating: hex, count: 4)]
      case .otherPlatform: return ["token": hex, "platform": "android"]
      }
    }

    var message: String {
      self == .otherPlatform
        ? "field 'platform' must be one of ios, not 'android'" : "field 'token' must be the device token in hex"
    }
  }

  @Test(arguments: BadBody.allCases)
  func aBadBodyIs422NamingTheField(_ bad: BadBody) async throws {
    let message = bad.message
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let response = try await harness.client.send("POST", "/devices", headers: bearer, json: bad.body)
      #expect(response.status == 422)
      let error = try response.decode(ErrorBody.self)
      #expect(error.error == "invalid_field")
      #expect(error.message.hasPrefix(message), "\(error.message)")
      #expect(try await harness.server.database.devices().isEmpty)
    }
  }

  @Test func withoutABearerTokenItIs401() async throws {
    try await DevServerHarness.with { harness in
      let post = try await harness.client.send("POST", "/devices", json: ["token": Self.token])
      let delete = try await harness.client.send("DELETE", "/devices/\(Self.token)")
      #expect(post.status == 401)
      #expect(delete.status == 401)
    }
  }

  @Test func aTokenMovesToTheUserWhoRegistersItLast() async throws {
    try await DevServerHarness.with { harness in
      let first = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      _ = try await harness.client.send("POST", "/devices", headers: first, json: ["token": Self.token])
      let secondEmail = "second-\(UUID().uuidString.prefix(8).lowercased())@example.org"
      let registered = try await harness.client.send(
        "POST", "/auth/register", json: ["email": secondEmail, "password": UUID().uuidString])
      #expect(registered.status == 201)
      let second = AuthorizationHeader.bearer(try registered.decode(ServerSession.self).accessToken)
      let moved = try await harness.client.send("POST", "/devices", headers: second, json: ["token": Self.token])
      #expect(moved.status == 201)
      #expect(try await harness.server.database.devices(owner: harness.account.email).isEmpty)
      #expect(try await harness.server.database.devices(owner: secondEmail).map(\.token) == [Self.token])

      // The first user cannot delete what is no longer theirs, and is told nothing about it.
      let delete = try await harness.client.send("DELETE", "/devices/\(Self.token)", headers: first)
      #expect(delete.status == 204)
      #expect(try await harness.server.database.devices(owner: secondEmail).count == 1)
    }
  }

  @Test func deletingForgetsTheTokenAndRepeatingItStillSucceeds() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      _ = try await harness.client.send("POST", "/devices", headers: bearer, json: ["token": Self.token])
      #expect(try await harness.client.send("DELETE", "/devices/\(Self.token)", headers: bearer).status == 204)
      #expect(try await harness.server.database.devices().isEmpty)
      #expect(try await harness.client.send("DELETE", "/devices/\(Self.token)", headers: bearer).status == 204)
      let notHex = try await harness.client.send("DELETE", "/devices/not-a-token", headers: bearer)
      #expect(notHex.status == 404)
    }
  }

  @Test func deletingTheAccountDeletesItsDevices() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      _ = try await harness.client.send("POST", "/devices", headers: bearer, json: ["token": Self.token])
      #expect(try await harness.server.database.rowCounts(of: harness.account.email)["device"] == 1)
      let deleted = try await harness.client.send(
        "DELETE", "/me", headers: bearer, json: ["password": harness.account.password])
      #expect(deleted.status == 204)
      #expect(try await harness.server.database.rowCounts(of: harness.account.email)["device"] == 0)
    }
  }

  @Test func theDashboardListsTheDevices() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      _ = try await harness.client.send("POST", "/devices", headers: bearer, json: ["token": Self.token])
      let state = try await harness.client.send("GET", "/_dev/state")
      let devices = try #require(state.json["devices"] as? [[String: Any]])
      #expect(devices.count == 1)
      #expect(devices.first?["owner"] as? String == harness.account.email)
      #expect(devices.first?["token"] as? String == Self.token)
      let page = try await harness.client.send("GET", "/_dev")
      #expect(page.text.contains("id=\"devices\""))
    }
  }
}
