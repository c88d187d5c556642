import AppFeature
import Foundation
import KeelCore
import KeelNotifications
import Testing

/// Every path that asks the person for notifications goes through the relay: a granted
/// authorization is reported (so the app registers for remote notifications), a refused one is
/// not, and every other call reaches the controller unchanged.
@Suite struct NotificationsAuthorizationRelayTests {
  let reports = Locked(0)

  func relay(grants: Bool) -> (NotificationsAuthorizationRelay, InMemoryNotificationCenter) {
    let center = InMemoryNotificationCenter(
      now: Date(timeIntervalSince1970: 1_773_133_200), timeZone: TimeZone(identifier: "UTC")!,
      grantsAuthorization: grants)
    let controller = DefaultLocalNotificationsController(
      messagesProvider: StaticMessages(), center: center, seed: 1,
      now: { Date(timeIntervalSince1970: 1_773_133_200) }, timeZone: { TimeZone(identifier: "UTC")! })
    let reports = reports
    return (NotificationsAuthorizationRelay(controller: controller) { reports.withLock { $0 += 1 } }, center)
  }

  @Test func aGrantedAuthorizationIsReported() async {
    let (relay, center) = relay(grants: true)
    #expect(await relay.requestAuthorization())
    #expect(reports.withLock { $0 } == 1)
    #expect(await center.authorizationStatus() == .authorized)
  }

  @Test func aRefusedOneIsNot() async {
    let (relay, _) = relay(grants: false)
    #expect(await !relay.requestAuthorization())
    #expect(reports.withLock { $0 } == 0)
  }

  @Test func schedulingAndRemovingReachTheController() async {
    let (relay, center) = relay(grants: true)
    _ = await relay.requestAuthorization()
    guard case .scheduled(let count, _) = await relay.scheduleDailyNotifications() else {
      Issue.record("the daily notifications were not scheduled")
      return
    }
    #expect(count > 0)
    #expect(await center.pendingRequestIdentifiers().count == count)
    await relay.removeDailyNotifications()
    #expect(await center.pendingRequestIdentifiers().isEmpty)
    #expect(reports.withLock { $0 } == 1, "only the authorization is reported")
  }
}

private struct StaticMessages: NotificationMessagesProviding {
  var messages: [NotificationMessage] { [NotificationMessage(title: "Reminder", body: "Check your items.")] }
}
