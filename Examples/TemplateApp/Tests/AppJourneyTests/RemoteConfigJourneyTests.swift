import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import KeelCore
import Testing

/// The paywall turned off on the server (the dev dashboard's JSON API): the next launch goes
/// from sign-in straight to the tabs; turned on again, the launch after shows it again.
@MainActor
@Suite("AppJourney: remote configuration")
struct RemoteConfigJourneyTests {
  @Test func thePaywallTurnedOffOnTheServerIsSkippedAtTheNextLaunch() async throws {
    try await AppDevice.journey(.development) { device in
      let account = device.account
      let server = try #require(device.server)
      do {
        let app = try await device.launch()
        try await app.wait(until: { app.shown != .loading })
        try await app.finishOnboarding()
        try await app.signIn(email: account.email, password: account.password)
        #expect(app.shown == .paywall, "the built-in default: the paywall is on")
        try await app.closePaywall()
        try await app.wait(for: .main)
        try await app.signOutFromSettings()
        app.enterBackground()
      }

      let off = try await server.client.send("PUT", "/_dev/remote-config", json: ["flags": ["paywall": false]])
      #expect(off.status == 200, "\(off.text)")
      do {
        let app = try await device.launch()
        #expect(app.services.session.remoteConfigSource == .server)
        #expect(app.shown == .signIn)
        try await app.signIn(email: account.email, password: account.password)
        #expect(app.shown == .main, "no paywall between sign-in and the tabs")
        try await app.signOutFromSettings()
        app.enterBackground()
      }

      let on = try await server.client.send("PUT", "/_dev/remote-config", json: ["flags": ["paywall": true]])
      #expect(on.status == 200, "\(on.text)")
      let app = try await device.launch()
      try await app.signIn(email: account.email, password: account.password)
      #expect(app.shown == .paywall, "the server's change applies again at the next launch")
      #expect(server.server.activity.count(of: .config) == 3, "one fetch per launch")
    }
  }
}
