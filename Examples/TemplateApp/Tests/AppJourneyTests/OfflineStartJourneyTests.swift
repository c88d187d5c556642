// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import ItemsFeature
import KeelCore
import Testing

/// Signed in, the list loaded, then the server goes away: the relaunch shows the kept list at
/// once with the sync indicator saying offline, never an empty screen.
@MainActor
@Suite("AppJourney: offline start")
struct OfflineStartJourneyTests {
  @Test func aRelaunchWithoutTheServerShowsTheKeptListAndOffline() async throws {
    try await AppDevice.journey(.development) { device in
      let account = device.account
      let shownAtFirst: [String]
      do {
        let app = try await device.launch()
        try await app.passGates(email: account.email, password: account.password)
        let list = try await app.showItemsList()
        shownAtFirst = list.shownIDs
        #expect(shownAtFirst.count == 6)
        guard case .upToDate = list.syncStatus else {
          Issue.record("the first load is not up to date: \(list.syncStatus)")
          return
        }
        list.onDisappear()
        app.enterBackground()
      }
      let server = try #require(device.server)
      await server.server.stop()

      let relaunched = try await device.launch()
      #expect(relaunched.shown == .main, "the kept session and purchase, without asking the server")
      let list = try relaunched.requireTabs().items.listViewModel
      relaunched.track(list, session: true)
      // Before its screen appears, and so before any request: the kept list.
      #expect(list.shownIDs == shownAtFirst, "the kept list at once: \(list.state)")
      list.onAppear()
      try await relaunched.wait(until: {
        if case .offline = list.syncStatus { true } else { false }
      })
      guard case .offline(let lastSuccess) = list.syncStatus else { return }
      #expect(lastSuccess != nil, "the indicator says when the list was last up to date")
      #expect(list.shownIDs == shownAtFirst, "still the kept list, never an empty screen: \(list.state)")
      list.onDisappear()
    }
  }
}
// keel:sample end
