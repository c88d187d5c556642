import AppDomain
import AppFixtures
import Testing

/// The mock build's launch: the native app, and the launch object acknowledged.
@Suite struct FixtureLaunchServicesTests {
  @Test func theLaunchIsNativeAndAcknowledged() async {
    let launch = FixtureLaunchServices()
    #expect(await launch.loadStatus() == .zero(statisticsURL: nil))
    #expect(await launch.addObject())
  }
}
