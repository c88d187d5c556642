import KeelCore
import KeelTesting
import Testing

private let signIn = FeatureFlag("signIn", default: true)
private let paywall = FeatureFlag("paywall", default: false)

@Suite struct FeatureFlagsTests {
  @Test func defaultsApplyWithoutOverrides() {
    let flags = FeatureFlags()
    #expect(flags.isEnabled(signIn))
    #expect(flags.isEnabled(paywall) == false)
  }

  @Test func overridesInCodeWinAndLeaveTheOriginalUntouched() {
    let flags = FeatureFlags([paywall: true])
    let changed = flags.setting(signIn, enabled: false)
    #expect(flags.isEnabled(paywall))
    #expect(flags.isEnabled(signIn))
    #expect(changed.isEnabled(signIn) == false)
  }

  @Test func configurationOverridesAreReadByKey() {
    let flags = FeatureFlags(
      flags: [signIn, paywall], configuration: ["FEATURE_SIGNIN": "no", "FEATURE_PAYWALL": "1"])
    #expect(flags.isEnabled(signIn) == false)
    #expect(flags.isEnabled(paywall))
  }

  @Test func unreadableOverrideKeepsDefaultAndWarns() throws {
    let capture = LogCapture()
    let flags = FeatureFlags(
      flags: [paywall], configuration: ["FEATURE_PAYWALL": "maybe"], logger: capture.logger())
    #expect(flags.isEnabled(paywall) == false)
    let warning = try #require(capture.records.first)
    #expect(warning.level == .warning)
    #expect(warning.description.contains("FEATURE_PAYWALL"))
    #expect(warning.description.contains("maybe"))
  }

  @Test func remoteValuesBeatDefaultsButNotOverrides() {
    let configured = FeatureFlags(flags: [signIn], configuration: ["FEATURE_SIGNIN": "yes"])
    let flags = configured.withRemoteValues(["signIn": false, "paywall": true])
    #expect(flags.isEnabled(paywall), "the server's value replaces the default")
    #expect(flags.isEnabled(signIn), "the configuration's override holds")
    #expect(flags.isOverridden(signIn))
    #expect(flags.isOverridden(paywall) == false)
  }

  @Test func newRemoteValuesReplaceTheLastOnes() {
    let first = FeatureFlags().withRemoteValues(["paywall": true])
    let second = first.withRemoteValues([:])
    #expect(first.isEnabled(paywall))
    #expect(second.isEnabled(paywall) == false, "a flag the server no longer sends is back at its default")
  }
}
