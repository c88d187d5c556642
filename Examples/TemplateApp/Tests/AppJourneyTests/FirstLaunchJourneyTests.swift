// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import KeelCore
import Testing

/// A first launch, as a new person goes through it: onboarding, sign-in, the purchase, and the
/// main tabs with the items loaded, in the development build (the DevServer over a real
/// socket) and the mock build (no network).
@MainActor
@Suite("AppJourney: first launch")
struct FirstLaunchJourneyTests {
  @Test(arguments: [BuildConfiguration.development, .mock])
  func onboardingThenSignInThenPurchaseShowsTheTabs(_ configuration: BuildConfiguration) async throws {
    try await AppDevice.journey(configuration) { device in
      let app = try await device.launch()
      #expect(app.shown == .onboarding, "a first launch starts with onboarding")
      #expect(app.services.scopes.signedIn == nil, "nobody is signed in yet")

      try await app.finishOnboarding()
      #expect(app.shown == .signIn)

      let account = device.account
      try await app.signIn(email: account.email, password: account.password)
      #expect(app.shown == .paywall, "a free account meets the paywall")
      let scope = try #require(app.services.scopes.signedIn, "sign-in opened the person's scope")
      let expectedUser = configuration == .mock ? MockSignInProvider.user.email : account.email
      #expect(try scope.resolve(.user).email == expectedUser)

      try await app.purchase()
      #expect(app.shown == .main)
      #expect(app.rootState == .main)
      #expect(app.selectedTab == .items, "the tabs open on Items")
      #expect(try app.requireTabs().tabs == AppTab.allCases)
      for tab in AppTab.allCases { #expect(app.state(of: tab)?.path == [], "\(tab) starts at its root") }

      let list = try await app.showItemsList()
      #expect(list.shownIDs.contains("espresso"), "the items load: \(list.state)")
      if configuration == .development, let server = device.server {
        let routes = server.server.activity.records.compactMap(\.route)
        #expect(routes.filter { $0 == .login }.count == 1, "one sign-in request")
        #expect(routes.contains(.getObjects), "the launch asked for the status")
        #expect(routes.contains(.items), "the list came from the server")
      }
    }
  }
}
// keel:sample end
