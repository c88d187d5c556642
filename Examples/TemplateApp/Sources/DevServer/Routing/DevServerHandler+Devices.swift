import AppDomain
import FlyingFox
import Foundation

/// Push devices (issue 23): the app posts its device token once notifications are authorized
/// and deletes it at sign-out; `DELETE /me` removes a user's devices with the account.
extension DevServerHandler {
  /// The platforms whose push service a token may belong to (APNs only, as the app is iOS only).
  static let devicePlatforms: Set<String> = ["ios"]

  /// Stores the caller's token: 201 when it is new to them, 200 when they had it already (so a
  /// retried post is harmless); a token another user had moves to the caller.
  func registerDevice(_ request: HTTPRequest, owner: String) async throws -> HTTPResponse {
    let body = try decode(DeviceRequest.self, from: try await bodyData(of: request))
    guard let token = DeviceToken(hex: body.token) else {
      throw RequestFailure(
        422, "invalid_field",
        "field 'token' must be the device token in hex (an even number of 0-9 a-f, at most "
          + "\(DeviceToken.maximumHexLength))")
    }
    let platform = body.platform ?? "ios"
    guard Self.devicePlatforms.contains(platform) else {
      throw RequestFailure(
        422, "invalid_field",
        "field 'platform' must be one of \(Self.devicePlatforms.sorted().joined(separator: ", ")), not '\(platform)'")
    }
    let registeredAt = now()
    let isNew = try await database.registerDevice(token: token.hex, platform: platform, owner: owner, at: registeredAt)
    logger.info("device \(isNew ? "registered" : "registered again")", metadata: ["token": "\(token)"])
    return Reply.json(isNew ? 201 : 200, DeviceBody(token: token.hex, platform: platform, registeredAt: registeredAt))
  }

  /// Forgets the caller's token. 204 whether or not they had it: a sign-out repeated after a
  /// lost answer must not fail, and the answer tells nothing about other users' tokens.
  func deleteDevice(token text: String?, owner: String) async throws -> HTTPResponse {
    guard let token = text.flatMap(DeviceToken.init(hex:)) else {
      throw RequestFailure(404, "not_found", "no device '\(text ?? "")': a device token is hex")
    }
    let deleted = try await database.deleteDevice(token: token.hex, owner: owner)
    logger.info("device \(deleted ? "deleted" : "not registered, nothing to delete")", metadata: ["token": "\(token)"])
    return HTTPResponse(statusCode: Reply.statusCode(204))
  }
}

/// `POST /devices`'s body.
struct DeviceRequest: Codable, Sendable {
  let token: String
  /// Optional: `"ios"` when left out.
  let platform: String?
}

/// A registered device as `POST /devices` answers it.
struct DeviceBody: Codable, Sendable {
  let token: String
  let platform: String
  let registeredAt: Date
}
