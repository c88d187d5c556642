import Foundation
import KeelNetwork
import Testing

@Suite struct APIConfigurationTests {
  @Test func defaultsSuitAnAppAPI() {
    let configuration = APIConfiguration(baseURL: URL(string: "https://api.example.com")!)
    #expect(configuration.userAgent == nil)
    #expect(configuration.requestTimeout == .seconds(30))
    #expect(configuration.timeLimit == nil)
    #expect(configuration.maximumResponseSize == 10 * 1024 * 1024)
    #expect(configuration.maximumRedirects == 10)
    #expect(configuration.retryPolicy == .default)
    #expect(configuration.basicAuth == nil)
  }

  @Test func basicAuthHasTheSeedsShape() throws {
    let password = runtimeSecret("pw")
    let configuration = APIConfiguration(
      baseURL: URL(string: "https://api.example.com")!,
      credentials: APICredentials(basic: BasicCredentials(username: "admin", password: password)), appMode: "combat",
      appVersion: "2")
    let basic = try #require(configuration.basicAuth)
    #expect(basic.username == "admin")
    #expect(basic.password == password)
    #expect(configuration.appMode == "combat")
    #expect(configuration.appVersion == "2")
  }
}
