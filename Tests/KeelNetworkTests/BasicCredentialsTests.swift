import Foundation
import KeelNetwork
import Testing

@Suite struct BasicCredentialsTests {
  @Test func headerValueIsBase64OfUserColonPassword() throws {
    let password = runtimeSecret("pw")
    let credentials = BasicCredentials(username: "admin", password: password)
    let value = credentials.authorizationHeaderValue
    #expect(value.hasPrefix("Basic "))
    let decoded = try #require(Data(base64Encoded: String(value.dropFirst(6))))
    #expect(String(decoding: decoded, as: UTF8.self) == "admin:" + password)
  }

  @Test func descriptionHidesThePassword() {
    let password = runtimeSecret("pw")
    let text = "\(BasicCredentials(username: "admin", password: password))"
    #expect(text.contains("admin"))
    #expect(!text.contains(password))
  }
}
