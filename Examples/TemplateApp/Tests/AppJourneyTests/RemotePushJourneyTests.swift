// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import Foundation
import ItemsFeature
import KeelCore
import Testing

/// A remote notification carrying a deep link, tapped while the person is still in onboarding:
/// the APNs payload reaches the app as the app delegate hands it over (`userInfo` with `aps` and
/// a top-level `deepLink` string), goes through the same routing and deep-link gate as a local
/// notification's tap, waits there through onboarding and sign-in, and lands on its item once
/// the tabs show. The journey ends with a leak assertion over everything the launch made.
@MainActor
@Suite("AppJourney: remote notification with a deep link")
struct RemotePushJourneyTests {
  /// What APNs delivers: the alert under `aps`, the app's own keys beside it.
  static let payload: [AnyHashable: Any] = [
    "aps": ["alert": ["title": "Flat white is back", "body": "Tap to see it."], "sound": "default"],
    NotificationTap.deepLinkKey: "keeltemplate://item/flat-white",
    "campaign": 7,
  ]

  @Test func aPushTappedDuringOnboardingLandsOnItsItemAfterSignIn() async throws {
    try await AppDevice.journey(.development) { device in
      let app = try await device.launch()
      #expect(app.shown == .onboarding)
      let routing = AppShell.pushRouting(for: app.root, services: app.services)
      device.tracker.track(routing, label: "push routing")

      let tap = NotificationTap(
        requestIdentifier: UUID().uuidString, actionIdentifier: NotificationTap.defaultActionIdentifier,
        userInfo: Self.payload)
      #expect(tap.payload[NotificationTap.deepLinkKey] == "keeltemplate://item/flat-white")
      #expect(tap.payload["aps"] == nil && tap.payload["campaign"] == nil, "only the payload's strings are kept")
      #expect(routing.handle(tap) == .deepLink("keeltemplate://item/flat-white"))
      #expect(app.root.deepLinks.pending == .item(id: "flat-white"), "held by the gate")
      #expect(app.shown == .onboarding, "nothing jumps ahead of onboarding")

      let account = device.account
      try await app.passGates(email: account.email, password: account.password)
      app.settleNavigation()
      #expect(app.root.deepLinks.pending == nil, "delivered once the tabs showed")
      #expect(app.selectedTab == .items)
      #expect(app.path(of: .items) == [.items(.detail(id: "flat-white"))])
    }
  }

  @Test func aDismissedPushOpensNothing() async throws {
    try await AppDevice.journey(.mock) { device in
      let app = try await device.launch()
      let routing = AppShell.pushRouting(for: app.root, services: app.services)
      device.tracker.track(routing, label: "push routing")
      let swipedAway = NotificationTap(
        requestIdentifier: UUID().uuidString, actionIdentifier: NotificationTap.dismissActionIdentifier,
        userInfo: Self.payload)
      #expect(routing.handle(swipedAway) == .ignored)
      #expect(app.root.deepLinks.pending == nil)
    }
  }
}
// keel:sample end
