import Testing

@testable import XcodeProjectCheck

/// Everything in an app bundle is public (Info.plist is a file anyone can read from the
/// downloaded app), so an Info.plist key or the build setting it is fed from must not be
/// named like a secret.
@Suite struct BundleSecretsCheckTests {
  let options = ProjectCheckOptions(excludedProducts: ["Server"])

  private func report(withKey key: String, value: String) throws -> ProjectCheckReport {
    let project = try FixtureProject("good")
    try project.edit(
      "App/Info.plist", replacing: "</dict>", with: "\t<key>\(key)</key>\n\t<string>\(value)</string>\n</dict>")
    return try ProjectCheck.run(spec: project.spec, options: options)
  }

  @Test func aKeyNamedLikeAPasswordIsAnErrorNamingTheKey() throws {
    let report = try report(withKey: "API_BASIC_PASSWORD", value: "$(API_BASIC_PASSWORD)")
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.keyPath == "targets.SampleApp.settings.base.INFOPLIST_FILE")
    #expect(report.errors.first?.message.hasPrefix("App/Info.plist: key 'API_BASIC_PASSWORD'") == true)
    #expect(report.errors.first?.message.contains("public") == true)
  }

  @Test func aValueFedFromASecretSettingIsAnError() throws {
    let report = try report(withKey: "API_CLIENT", value: "$(STRIPE_SECRET_KEY)")
    #expect(report.errors.map(\.message).first?.contains("'STRIPE_SECRET_KEY'") == true)
  }

  @Test func aClientIdentifierIsFine() throws {
    let report = try report(withKey: "API_CLIENT_ID", value: "$(API_CLIENT_ID)")
    #expect(report.problems == [])
  }
}
