// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import ItemsFeature
import KeelCore
import SettingsFeature
import Testing

/// A relaunch over the same storage: onboarding is not shown again, the tabs come back where
/// they were left (each tab's routes and the selected tab), and in the development build the
/// stored session is restored without signing in again.
@MainActor
@Suite("AppJourney: relaunch")
struct RelaunchJourneyTests {
  @Test(arguments: [BuildConfiguration.development, .mock])
  func aRelaunchRestoresTheSessionAndTheTabs(_ configuration: BuildConfiguration) async throws {
    try await AppDevice.journey(configuration) { device in
      let account = device.account
      do {
        let first = try await device.launch()
        try await first.passGates(email: account.email, password: account.password)
        try await first.openItem("flat-white")
        try first.select(.settings)
        try first.requireTabs().settings.settingsViewModel.openLanguage()
        first.settleNavigation()
        #expect(first.path(of: .settings) == [.settings(.language)])
        first.enterBackground()
      }

      let second = try await device.launch()
      if configuration == .mock {
        // The mock build keeps its session in memory only: it always launches signed out.
        #expect(second.shown == .signIn, "no onboarding the second time")
        try await second.passGates(email: account.email, password: account.password)
      } else {
        #expect(second.shown == .main, "the stored session and the owned purchase skip every gate")
        let logins = device.server?.server.activity.count(of: .login)
        #expect(logins == 1, "nobody typed a password again")
        #expect(try second.services.scopes.signedIn?.resolve(.user).email == account.email)
        // The tabs showed as soon as the session was restored, before the launch finished:
        // they run on the session's scope, not on one the launch closed after them.
        #expect(try second.requireTabs().toasts === second.services.toasts, "the tabs' scope is the session's")
      }
      #expect(second.selectedTab == .settings, "the tab that was shown")
      #expect(second.path(of: .items) == [.items(.detail(id: "flat-white"))])
      #expect(second.path(of: .settings) == [.settings(.language)])
      guard case .detail(let detail)? = try second.requireTabs().items.navigator.top else {
        Issue.record("the restored Items tab has no detail on top")
        return
      }
      detail.onAppear()
      try await second.wait(until: { detail.state != .loading })
      guard case .loaded(let shown) = detail.state else {
        Issue.record("the restored detail did not load: \(detail.state)")
        return
      }
      #expect(shown.title == "Flat white")
      detail.onDisappear()
    }
  }
}
// keel:sample end
