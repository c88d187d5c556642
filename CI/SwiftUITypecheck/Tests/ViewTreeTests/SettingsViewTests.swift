import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import SettingsFeature

extension ViewSnapshots {
  /// The Settings list in its four states and two languages, and driven through its tree.
  @MainActor @Suite struct SettingsViewTests {
    static func appeared(_ screens: Screens, appLock: Bool = false) async throws -> (SettingsView, SettingsViewModel) {
      let viewModel = screens.settingsViewModel(appLock: appLock)
      return (
        try await ViewTree.appeared(SettingsView(viewModel: viewModel)) { await viewModel.waitForTasks() }, viewModel
      )
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(
        of: SettingsView(viewModel: try Screens().settingsViewModel()), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language) { try await Self.appeared($0).0 }
    }

    /// Signed out: the profile answers "unauthorized".
    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language, profileLoad: .unauthorized) { try await Self.appeared($0).0 }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language, profileLoad: .unavailable("offline")) { try await Self.appeared($0).0 }
    }

    /// The status response's links are rows in About that the system opens (a `Link` to the URL);
    /// without them About has no such rows.
    @Test func theStatusLinksAreRowsInAboutThatTheSystemOpens() throws {
      SnapshotLanguage.en.select()
      let links = StatusLinks(
        statisticsURL: URL(string: "https://stats.example.org/page")!,
        pdfURL: URL(string: "https://stats.example.org/report.pdf")!)
      let tree = ViewTree(SettingsView(viewModel: try Screens().settingsViewModel(links: links)))
      #expect(try tree.control("Link", "Statistics").property("destination") == "https://stats.example.org/page")
      #expect(
        try tree.control("Link", "Report (PDF)").property("destination") == "https://stats.example.org/report.pdf")

      let without = ViewTree(SettingsView(viewModel: try Screens().settingsViewModel()))
      #expect(!without.allNodes.contains { $0.kind == "Link" })
    }

    @Test func theErrorStatesRetryLoadsTheProfileAgain() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      screens.profiles.fail(.load, with: .unavailable("offline"))
      let (view, viewModel) = try await Self.appeared(screens)
      screens.profiles.fail(.load, with: nil)
      let tree = ViewTree(view)

      try tree.button(L10n.common.retry).tap()
      await viewModel.waitForTasks()
      tree.reload()

      #expect(screens.profiles.loads == 2)
      #expect(try tree.button("Ada").isEnabled)
    }

    @Test func signingOutAsksFirstAndOnlyTheConfirmationSignsOut() async throws {
      SnapshotLanguage.en.select()
      let (view, viewModel) = try await Self.appeared(try Screens())
      var signOuts = 0
      viewModel.output = .init(
        onProfile: {}, onLanguage: {}, onTheme: {}, onResetOnboarding: {}, onSignOut: { signOuts += 1 },
        onNotice: { _ in })
      let tree = ViewTree(view)

      try tree.find("the Sign Out row") {
        $0.kind == "Button" && $0.value == L10n.settings.signOut.button && $0.property("role") == "destructive"
      }.tap()
      tree.reload()
      let dialog = try tree.modifier("confirmationDialog")
      #expect(dialog.arguments == ["\"\(L10n.settings.signOut.question)\"", "isPresented: true"])
      #expect(signOuts == 0, "asking is not signing out")
      try #require(dialog.content.first { $0.kind == "Button" && $0.property("role") == "destructive" }).tap()

      #expect(signOuts == 1)
      #expect(!viewModel.isConfirmingSignOut)
    }

    /// Restore purchases and Manage subscription are reachable from Settings, not only from the
    /// paywall (issue 34 item 5): Restore asks the store and says what it found; Manage
    /// subscription presents Apple's sheet.
    @Test func restoreAsksTheStoreAndManagePresentsApplesSheet() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      screens.purchases.setRestorable([.verified(screens.purchases.transaction(for: PremiumCatalog.lifetime))])
      let (view, viewModel) = try await Self.appeared(screens)
      var notices: [SettingsNotice] = []
      viewModel.output = .init(
        onProfile: {}, onLanguage: {}, onTheme: {}, onResetOnboarding: {}, onSignOut: {},
        onNotice: { notices.append($0) })
      let tree = ViewTree(view)
      #expect(try tree.modifier("manageSubscriptionsSheet").arguments == ["isPresented: false"])

      try tree.button(L10n.settings.purchases.restore).tap()
      await viewModel.waitForTasks()
      #expect(screens.purchases.restores == 1)
      #expect(notices == [.purchasesRestored])

      try tree.button(L10n.settings.purchases.manage).tap()
      tree.reload()
      #expect(try tree.modifier("manageSubscriptionsSheet").arguments == ["isPresented: true"])
    }

    @Test func theNotificationsToggleWithdrawsConsentAndLocksTheTest() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens)
      let tree = ViewTree(view)
      #expect(try tree.button(L10n.settings.notifications.test).isEnabled)

      try tree.control("Toggle", L10n.settings.notifications.toggle).setToggle(false)
      await viewModel.waitForTasks()
      tree.reload()

      #expect(!screens.notifications.isGiven)
      #expect(try tree.control("Toggle", L10n.settings.notifications.toggle).property("isOn") == "false")
      #expect(throws: ViewTreeError.self) { try tree.button(L10n.settings.notifications.test).tap() }
    }

    @Test func theRowsOpenLanguageThemeAndProfile() async throws {
      SnapshotLanguage.en.select()
      let (view, viewModel) = try await Self.appeared(try Screens())
      var opened: [String] = []
      viewModel.output = .init(
        onProfile: { opened.append("profile") }, onLanguage: { opened.append("language") },
        onTheme: { opened.append("theme") }, onResetOnboarding: { opened.append("onboarding") }, onSignOut: {},
        onNotice: { _ in })
      let tree = ViewTree(view)

      try tree.button(L10n.settings.language.title).tap()
      try tree.button(L10n.settings.theme.title).tap()
      try tree.button("Ada").tap()
      try tree.button(L10n.settings.resetOnboarding).tap()

      #expect(opened == ["language", "theme", "profile", "onboarding"])
    }

    /// On a device that can lock the app: the Security section's toggle and footer.
    @Test(arguments: SnapshotLanguage.allCases)
    func security(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens(), appLock: true)
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func theAppLockToggleTurnsTheLockOnAndOff() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens, appLock: true)
      let tree = ViewTree(view)

      try tree.control("Toggle", L10n.settings.appLock.toggle).setToggle(true)
      tree.reload()
      #expect(screens.appLockSettings.policy.isEnabled)
      #expect(viewModel.appLockEnabled)
      #expect(try tree.control("Toggle", L10n.settings.appLock.toggle).property("isOn") == "true")

      try tree.control("Toggle", L10n.settings.appLock.toggle).setToggle(false)
      #expect(!screens.appLockSettings.policy.isEnabled)
    }

    @Test func aDeviceWithoutAPasscodeKeepsTheLockOffAndSaysWhy() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens(deviceOwner: ScriptedDeviceAuthenticator(available: .unavailable))
      let (view, viewModel) = try await Self.appeared(screens, appLock: true)
      var notices: [SettingsNotice] = []
      viewModel.output = .init(
        onProfile: {}, onLanguage: {}, onTheme: {}, onResetOnboarding: {}, onSignOut: {},
        onNotice: { notices.append($0) })
      let tree = ViewTree(view)

      try tree.control("Toggle", L10n.settings.appLock.toggle).setToggle(true)
      tree.reload()

      #expect(!screens.appLockSettings.policy.isEnabled)
      #expect(notices == [.appLockUnavailable])
      #expect(try tree.control("Toggle", L10n.settings.appLock.toggle).property("isOn") == "false")
    }
  }
}
