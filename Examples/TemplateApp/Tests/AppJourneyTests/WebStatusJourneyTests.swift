// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import Foundation
import KeelNotifications
import Testing

/// The server's status switches the app between its web root and the native app: in web mode
/// the web view is the root, the daily notifications are scheduled (after asking), and deep
/// links are ignored; back in native mode the notifications are removed. Only in an app whose
/// team switched the remote web mode on (`TEMPLATE_WEB_MODE`): off, as in a new app, the same
/// answer keeps the app native. Development build only: the mock build's status is always native.
@MainActor
@Suite("AppJourney: web status")
struct WebStatusJourneyTests {
  @Test func aWebStatusShowsTheWebRootSchedulesNotificationsAndIgnoresDeepLinks() async throws {
    try await AppDevice.journey(.development) { device in
      let server = try #require(device.server).server
      let webURL = try #require(URL(string: "https://example.org/journey/web"))
      server.update {
        $0.statusMode = .web
        $0.objectsURL = webURL.absoluteString
      }
      device.remoteWebMode = true
      let center = device.notificationCenter
      do {
        let app = try await device.launch()
        #expect(app.shown == .web(webURL))
        #expect(center.authorizationRequestCount == 1, "web mode asks for notifications")
        #expect(!center.pending.isEmpty, "the daily notifications are scheduled")

        app.open(try #require(URL(string: "keeltemplate://item/espresso")))
        #expect(app.root.deepLinks.pending == nil, "a deep link in web mode is dropped, not held")
        #expect(app.shown == .web(webURL))
        #expect(app.tabs == nil)
        #expect(app.services.scopes.signedIn == nil, "the web root opens no signed-in scope")
      }

      server.update { $0.statusMode = .native }
      let native = try await device.launch()
      #expect(native.shown == .onboarding, "native again: the app's own first screen")
      #expect(center.pending.isEmpty, "native mode removes the daily notifications")
    }
  }

  @Test func withTheWebModeOffAWebStatusKeepsTheAppNative() async throws {
    try await AppDevice.journey(.development) { device in
      #expect(!device.remoteWebMode, "off unless the build switches it on")
      let server = try #require(device.server).server
      server.update {
        $0.statusMode = .web
        $0.objectsURL = "https://example.org/journey/web"
      }
      let app = try await device.launch()
      #expect(
        server.activity.records.contains { $0.route == .getObjects && $0.status == 200 },
        "the server answered with a page")
      #expect(app.shown == .onboarding, "the app's own first screen, not the server's page")
      #expect(device.notificationCenter.pending.count == 0, "native mode schedules no daily notifications")
    }
  }
}
// keel:sample end
