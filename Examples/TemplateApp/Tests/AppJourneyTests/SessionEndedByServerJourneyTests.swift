// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

/// The server ends the session mid-session (the refresh token has expired, or a restarted
/// server no longer knows it): the next request's refresh is refused, and the person is taken
/// back to sign-in with the signed-in scope closed, as after a sign-out, rather than left on
/// tabs whose every request fails. A relaunch then starts at sign-in: the tokens are gone.
@MainActor
@Suite("AppJourney: session ended by the server")
struct SessionEndedByServerJourneyTests {
  @Test func aRefusedRefreshReturnsToSignInAndReleasesTheSession() async throws {
    let serverClock = ManualDate(Date())
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 300, refreshTokenLifetimeSeconds: 600)
    try await AppDevice.journey(.development, server: configuration, serverNow: { serverClock.now }) { device in
      let server = try #require(device.server).server
      let account = device.account
      do {
        let app = try await device.launch()
        try await app.passGates(email: account.email, password: account.password)
        let session = app.sessionObjects
        do {
          // The list is held only here, as its view holds it: the session's objects are checked
          // once it is gone.
          let list = try await app.showItemsList()
          serverClock.advance(by: 601)
          await list.refresh()
          list.onDisappear()
        }
        #expect(server.activity.records.last { $0.route == .refresh }?.status == 401, "the refresh was refused")

        try await app.wait(for: .signIn)
        #expect(app.services.scopes.signedIn == nil, "the ended session's scope is closed")
        try await assertNoLeaks(session, settle: .seconds(10))
      }

      let relaunched = try await device.launch()
      #expect(relaunched.shown == .signIn, "the refused tokens were not kept")
      try await relaunched.signIn(email: account.email, password: account.password)
      try await relaunched.wait(for: .main)
    }
  }

  /// Found by an outside review: only Settings' sign-out forgot the tabs' navigation, so after
  /// a refused refresh the next person to sign in opened on the last person's screen.
  @Test func theNextPersonToSignInStartsAtTheTabsRoots() async throws {
    let serverClock = ManualDate(Date())
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 300, refreshTokenLifetimeSeconds: 600)
    try await AppDevice.journey(.development, server: configuration, serverNow: { serverClock.now }) { device in
      let account = device.account
      do {
        let app = try await device.launch()
        try await app.passGates(email: account.email, password: account.password)
        try await app.openItem("flat-white")
        app.settleNavigation()
        #expect(app.path(of: .items) == [.items(.detail(id: "flat-white"))])
        do {
          let list = try await app.showItemsList()
          serverClock.advance(by: 601)
          await list.refresh()
          list.onDisappear()
        }
        try await app.wait(for: .signIn)
        try await app.signIn(email: account.email, password: account.password)
        try await app.wait(for: .main)
        #expect(app.path(of: .items) == [], "nothing of the ended session's navigation")
        app.enterBackground()
      }
      let relaunched = try await device.launch()
      try await relaunched.wait(for: .main)
      #expect(relaunched.path(of: .items) == [])
    }
  }
}
// keel:sample end
