import KeelCore
import Testing

@Suite struct BuildConfigurationTests {
  @Test(arguments: [
    ("mock", BuildConfiguration.mock), ("development", .development), ("Production", .production),
    (" development ", .development),
  ])
  func readsEachConfiguration(raw: String, expected: BuildConfiguration) throws {
    let configuration = try BuildConfiguration(configuration: [BuildConfiguration.configurationKey: raw])
    #expect(configuration == expected)
  }

  @Test func missingKeyIsAnErrorNamingTheKey() {
    #expect(throws: ConfigurationError.missing(key: "KEEL_BUILD_CONFIGURATION")) {
      try BuildConfiguration(configuration: [:])
    }
  }

  @Test func unknownValueIsAnErrorNamingKeyValueAndChoices() {
    do {
      _ = try BuildConfiguration(configuration: ["KEEL_BUILD_CONFIGURATION": "staging"])
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("KEEL_BUILD_CONFIGURATION"))
      #expect(error.description.contains("staging"))
      #expect(error.description.contains("mock, development, production"))
    }
  }

  @Test func onlyMockRunsWithoutCredentialsAndOnlyProductionSilencesDebugLogs() {
    #expect(BuildConfiguration.mock.requiresCredentials == false)
    #expect(BuildConfiguration.development.requiresCredentials)
    #expect(BuildConfiguration.production.requiresCredentials)
    #expect(BuildConfiguration.development.allowsDebugLogging)
    #expect(BuildConfiguration.production.allowsDebugLogging == false)
  }
}
