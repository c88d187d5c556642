import KeelNotifications
import Testing

@Suite struct NotificationAuthorizationStatusTests {
  @Test func onlyGrantedStatusesAllowDelivery() {
    let allowing = NotificationAuthorizationStatus.allCases.filter(\.allowsDelivery)
    #expect(allowing == [.authorized, .provisional, .ephemeral])
  }
}
