// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import Foundation
import Testing

/// An access token that expires mid-session: the request it was sent with is refused (401),
/// the session is refreshed once, and the request is repeated with the new token; the person
/// sees the list, not an error.
@MainActor
@Suite("AppJourney: token refresh")
struct TokenRefreshJourneyTests {
  @Test func anAccessTokenThatExpiresMidSessionIsRefreshedOnceAndTheRequestRetried() async throws {
    // The server's clock is moved past the token's lifetime; the app's own clock is not (it
    // would still count the token valid for minutes), so the app really sends the expired token.
    let serverClock = ManualDate(Date())
    let lifetime: Double = 300
    try await AppDevice.journey(
      .development, server: DevServerConfiguration(accessTokenLifetimeSeconds: lifetime),
      serverNow: { serverClock.now }
    ) { device in
      let server = try #require(device.server).server
      let account = device.account
      let app = try await device.launch()
      try await app.passGates(email: account.email, password: account.password)
      let list = try await app.showItemsList()
      #expect(!list.shownIDs.isEmpty)
      let before = server.activity.records.count
      #expect(server.activity.count(of: .refresh) == 0, "no refresh before the token expired")

      serverClock.advance(by: lifetime + 1)
      await list.refresh()

      let session = server.activity.records.dropFirst(before).filter { $0.route == .items || $0.route == .refresh }
      #expect(
        session.map { "\($0.route.map(\.rawValue) ?? "?") \($0.status)" } == [
          "items 401", "refresh 200", "items 200",
        ], "refused, refreshed once, repeated")
      #expect(server.activity.count(of: .refresh) == 1, "exactly one refresh")
      #expect(!list.shownIDs.isEmpty, "the list still shows: \(list.state)")
      list.onDisappear()
    }
  }
}

/// Two screens that load at once with an expired token share one refresh.
@MainActor
@Suite("AppJourney: token refresh, two requests")
struct ConcurrentTokenRefreshJourneyTests {
  @Test func twoRequestsRefusedTogetherShareOneRefresh() async throws {
    let serverClock = ManualDate(Date())
    let lifetime: Double = 300
    try await AppDevice.journey(
      .development, server: DevServerConfiguration(accessTokenLifetimeSeconds: lifetime),
      serverNow: { serverClock.now }
    ) { device in
      let server = try #require(device.server).server
      let account = device.account
      let app = try await device.launch()
      try await app.passGates(email: account.email, password: account.password)
      let list = try await app.showItemsList()
      // The items request is held at the server long enough for the profile request to be sent
      // with the same expired token; each is refused, and the second finds the token renewed.
      server.update { $0.latencyMilliseconds = [.items: 2_000] }

      serverClock.advance(by: lifetime + 1)
      try app.select(.settings)
      let settings = try app.requireTabs().settings.settingsViewModel
      settings.onAppear()
      await list.refresh()
      try await app.wait(until: {
        if case .loaded = settings.state { return true }
        return false
      })

      #expect(server.activity.count(of: .refresh) == 1, "one refresh for both")
      let statuses = { (route: DevServerRoute) in server.activity.records.filter { $0.route == route }.map(\.status) }
      #expect(statuses(.items).suffix(2) == [401, 200], "items: refused, then repeated")
      #expect(statuses(.profile).suffix(2) == [401, 200], "profile: refused, then repeated")
      list.onDisappear()
      settings.onDisappear()
    }
  }
}
// keel:sample end
