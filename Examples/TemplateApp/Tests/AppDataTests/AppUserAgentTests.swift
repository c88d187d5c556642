import AppData
import Testing

@Suite struct AppUserAgentTests {
  @Test func nameVersionBuildAndSystem() {
    let agent = AppUserAgent(appName: "TemplateApp", version: "1.2.0", build: "45", system: "iOS 18.0")
    #expect(agent.description == "TemplateApp/1.2.0 (45; iOS 18.0)")
  }

  /// A display name with a space and an accent, a version with a slash, a system with the
  /// comment's delimiters: each becomes `-`, so the header stays one valid product and comment.
  @Test func partsOutsideTheHeadersGrammarAreReplaced() {
    let agent = AppUserAgent(appName: "Café App", version: "2/beta", build: "4;5", system: "iOS (18.0)")
    #expect(agent.description == "Caf--App/2-beta (4-5; iOS -18.0-)")
    #expect(AppUserAgent(appName: "", version: "1", build: "1", system: "x").description == "-/1 (1; x)")
  }

  @Test func theSettingsSendItOnEveryRequest() {
    var settings = AppAPISettings(
      baseURL: AppAPISettings.mockBaseURL, credentials: .none, appMode: .default, appVersion: "1")
    #expect(settings.apiConfiguration.userAgent == nil)
    settings.userAgent = AppUserAgent(appName: "A", version: "1", build: "2", system: "iOS 18.0")
    #expect(settings.apiConfiguration.userAgent == "A/1 (2; iOS 18.0)")
  }
}
