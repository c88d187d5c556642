import KeelNetwork

/// The push devices of the signed-in user (API.md, "Devices"), apart from the other endpoints.
extension APIEndpoint {
  /// Registering a token twice stores it once (API.md), so the POST is marked idempotent: a
  /// lost answer may be retried.
  public static func registerDevice(_ body: DeviceDTO) throws(APIError) -> APIEndpoint {
    try APIEndpoint(path: "devices", method: .post, auth: .bearer, idempotent: true).withJSONBody(body)
  }

  /// `token` is hex (``AppDomain/DeviceToken``), so it is a path segment as it is.
  public static func deleteDevice(token: String) -> APIEndpoint {
    APIEndpoint(path: "devices/\(token)", method: .delete, auth: .bearer)
  }
}
