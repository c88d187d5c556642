/// `POST /devices`: the push token in hex and the platform whose push service it belongs to.
public struct DeviceDTO: Codable, Sendable, Hashable {
  public let token: String
  /// `"ios"`: APNs. The field lets a server that also serves other platforms route pushes.
  public let platform: String

  public init(token: String, platform: String = "ios") {
    self.token = token
    self.platform = platform
  }
}
