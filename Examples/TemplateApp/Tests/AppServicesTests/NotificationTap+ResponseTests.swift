import AppDomain
import AppServices
import Testing

/// The tap the app delegate builds from a `UNNotificationResponse`'s parts.
@Suite("NotificationTap from a response")
struct NotificationTapResponseTests {
  @Test func theActionIdentifiersBecomeActions() {
    let identifiers = [
      NotificationTap.defaultActionIdentifier, NotificationTap.dismissActionIdentifier, "snooze",
    ]
    let actions = identifiers.map {
      NotificationTap(requestIdentifier: "r", actionIdentifier: $0, userInfo: [:]).action
    }
    #expect(actions == [.open, .dismiss, .custom("snooze")])
  }

  @Test func onlyStringValuesUnderStringKeysAreKept() {
    let tap = NotificationTap(
      requestIdentifier: "promo-1", actionIdentifier: NotificationTap.defaultActionIdentifier,
      userInfo: [
        NotificationTap.deepLinkKey: "keeltemplate://item/42", "count": 3, 7: "seven", "aps": ["alert": "Hi"],
      ])
    #expect(tap.requestIdentifier == "promo-1")
    #expect(tap.payload == [NotificationTap.deepLinkKey: "keeltemplate://item/42"])
  }
}
