import AppDomain
import KeelCore
import Testing

@Suite struct RemoteConfigTests {
  @Test func theFlagsThisAppReadsAreKeptAndTheOthersNamed() {
    let config = RemoteConfig(flags: ["paywall": false, "darkLaunch": true, "onboarding": true, "": false])
    let (values, unknown) = config.split(known: FeatureFlag.appFlags)
    #expect(values == ["paywall": false, "onboarding": true])
    #expect(unknown == ["", "darkLaunch"])
  }

  @Test func theDefaultsSetNoFlag() {
    let (values, unknown) = RemoteConfig.defaults.split(known: FeatureFlag.appFlags)
    #expect(values.isEmpty)
    #expect(unknown.isEmpty)
    #expect(FeatureFlags().withRemoteValues(values) == FeatureFlags())
  }
}
