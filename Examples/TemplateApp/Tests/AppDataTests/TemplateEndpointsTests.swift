import AppData
import AppDomain
import DevServer
import Foundation
import KeelNetwork
import Testing

/// The app's endpoints are the server's routes: same method, path and auth (API.md).
@Suite struct TemplateEndpointsTests {
  static func endpoints() throws -> [(APIEndpoint, DevServerRoute)] {
    [
      (try .addObject(AddObjectDTO(appVersion: "2", appMode: "default")), .addObject),
      (.getObjects(version: "2"), .getObjects),
      (.getStatistics(version: "2"), .getStatistics),
      (try .login(LoginDTO(email: "a@example.org", password: UUID().uuidString)), .login),
      (try .refreshSession(RefreshDTO(refreshToken: UUID().uuidString)), .refresh),
      (try .register(LoginDTO(email: "a@example.org", password: UUID().uuidString)), .register),
      (try .passwordReset(PasswordResetDTO(email: "a@example.org")), .passwordReset),
      (try .appleSignIn(AppleSignInDTO(identityToken: UUID().uuidString, rawNonce: UUID().uuidString)), .appleSignIn),
      (.items, .items),
      (.item(id: "espresso"), .item),
      (.profile, .profile),
      (try .updateProfile(ProfileUpdateDTO(displayName: "A", bio: "")), .updateProfile),
      (try .registerDevice(DeviceDTO(token: deviceToken())), .registerDevice),
      (.deleteDevice(token: deviceToken()), .deleteDevice),
    ]
  }

  /// A device token in hex, made at run time.
  static func deviceToken() -> String { DeviceToken(bytes: Array(UUID().uuidString.utf8)).hex }

  @Test func everyEndpointIsAServedRouteWithTheSameAuth() throws {
    let base = URL(string: "http://127.0.0.1:8080")!
    for (endpoint, route) in try Self.endpoints() {
      let url = try endpoint.url(relativeTo: base)
      #expect(DevServerRoute.matching(method: endpoint.method.rawValue, path: url.path) == route, "\(endpoint)")
      let auth: DevServerRoute.Authentication =
        switch endpoint.auth {
        case .none: .none
        case .basic: .basic
        case .bearer: .bearer
        }
      #expect(auth == route.authentication, "\(endpoint)")
    }
  }

  @Test func statusEndpointsCarryTheVersionAndBodiesAreJSON() throws {
    let url = try APIEndpoint.getObjects(version: "10").url(relativeTo: URL(string: "https://api.example.org/v1")!)
    #expect(url.absoluteString == "https://api.example.org/v1/getObjects?version=10")
    let update = try APIEndpoint.updateProfile(ProfileUpdateDTO(displayName: "Ada", bio: "x"))
    #expect(update.headers["Content-Type"] == "application/json")
    #expect(update.isRetryable)
    #expect(try APIEndpoint.addObject(AddObjectDTO(appVersion: "2", appMode: "default")).isRetryable == false)
    // Registering a device twice stores it once (API.md), so a lost answer may be retried.
    let device = try APIEndpoint.registerDevice(DeviceDTO(token: Self.deviceToken()))
    #expect(device.headers["Content-Type"] == "application/json")
    #expect(device.isRetryable)
    #expect(APIEndpoint.deleteDevice(token: Self.deviceToken()).isRetryable)
  }
}
