import AppDomain
import AppLocalization
import Foundation
import KeelDesign
import KeelTesting
import PaywallFeature
import SettingsFeature
@_spi(ViewTree) import SwiftUI
import Testing

@testable import AppFeature

extension ViewSnapshots {
  /// The root view in each root state (loading, onboarding, sign-in, paywall, the tabs, the web
  /// page) in two languages, and a hand-over from one child to the next through the tree.
  @MainActor @Suite struct AppCoordinatorViewTests {
    /// The root over `world`, started: the child its root state asks for.
    static func started(_ world: RootScreens) async -> AppCoordinator {
      let root = world.makeRoot()
      await root.start()
      return root
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) async throws {
      language.select()
      let world = try RootScreens(restore: Latch())
      let root = world.makeRoot()
      let starting = Task { await root.start() }
      try await waitForCondition(timeout: Screens.patience) { world.restore.arrivals == 1 }
      assertViewSnapshot(of: AppCoordinatorView(coordinator: root), named: language.rawValue)
      world.restore.open()
      await starting.value
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func onboarding(_ language: SnapshotLanguage) async throws {
      language.select()
      let root = await Self.started(try RootScreens(onboarded: false))
      assertViewSnapshot(of: AppCoordinatorView(coordinator: root), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func signIn(_ language: SnapshotLanguage) async throws {
      language.select()
      let root = await Self.started(try RootScreens(signedIn: false))
      assertViewSnapshot(of: AppCoordinatorView(coordinator: root), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func paywall(_ language: SnapshotLanguage) async throws {
      language.select()
      let root = await Self.started(try RootScreens(premium: false))
      let view = try await ViewTree.appeared(AppCoordinatorView(coordinator: root)) {
        let paywall = try #require(root.paywallViewModel)
        try await waitForCondition(timeout: Screens.patience) { paywall.products != .loading }
      }
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func app(_ language: SnapshotLanguage) async throws {
      language.select()
      let root = await Self.started(try RootScreens())
      assertViewSnapshot(of: AppCoordinatorView(coordinator: root), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func web(_ language: SnapshotLanguage) async throws {
      language.select()
      let root = await Self.started(try RootScreens(web: URL(string: "https://web.example.org/start")!))
      assertViewSnapshot(of: AppCoordinatorView(coordinator: root), named: language.rawValue)
    }

    @Test func skippingOnboardingThroughTheTreeShowsTheTabs() async throws {
      SnapshotLanguage.en.select()
      let root = await Self.started(try RootScreens(onboarded: false))
      let tree = ViewTree(AppCoordinatorView(coordinator: root))

      try tree.button(L10n.onboarding.skip).tap()
      tree.reload()

      #expect(throws: ViewTreeError.self) { try tree.view("OnboardingView") }
      _ = try tree.view("SessionCoordinatorView")
    }

    @Test func theGuestWayOnSignInShowsTheTabs() async throws {
      SnapshotLanguage.en.select()
      let root = await Self.started(try RootScreens(signedIn: false))
      let tree = ViewTree(AppCoordinatorView(coordinator: root))

      try tree.button(L10n.auth.guest).tap()
      try await waitForCondition(timeout: Screens.patience) { root.sessionCoordinator != nil }
      tree.reload()

      _ = try tree.view("SessionCoordinatorView")
    }

    // MARK: - Toasts, theme and appearance (issue 34 items 13 and 14)

    /// A failure the Items tab reports (on the session's toast centre) shows over the tabs.
    @Test func aToastShowsOverTheTabs() async throws {
      SnapshotLanguage.en.select()
      let world = try RootScreens()
      let root = await Self.started(world)
      let tree = ViewTree(AppCoordinatorView(coordinator: root))
      let message = "The list could not be refreshed."
      #expect(!tree.contains(text: message))

      world.toasts.show(message, style: .error)
      tree.reload()

      _ = try tree.button(message)
    }

    /// What Settings reports (here: the profile was saved) travels up through the tabs and the
    /// root's output, as the composition root wires it, and shows as a toast.
    @Test func aSettingsNoticeShowsAsAToast() async throws {
      SnapshotLanguage.en.select()
      let world = try RootScreens()
      let root = await Self.started(world)
      let tree = ViewTree(AppCoordinatorView(coordinator: root))
      let settings = try #require(root.sessionCoordinator?.settings)

      settings.output?.onNotice(.profileSaved)
      tree.reload()

      _ = try tree.button(SettingsText().notice(.profileSaved))
    }

    /// A sheet covers the root's overlay on iOS, so the presented Profile sheet shows the toast
    /// itself (the profile was saved inside it).
    @Test func aToastShowsOverTheProfileSheet() async throws {
      SnapshotLanguage.en.select()
      let world = try RootScreens()
      let root = await Self.started(world)
      let tree = ViewTree(AppCoordinatorView(coordinator: root))
      let tabs = try #require(root.sessionCoordinator)
      tabs.select(.settings)
      tabs.settings.show(.profile)
      let message = "Profile saved."

      world.toasts.show(message)
      tree.reload()

      let sheet = try #require(
        tree.allNodes.flatMap(\.modifiers).first { $0.name == "sheet" && !$0.content.isEmpty },
        "the Profile sheet is presented")
      let inSheet = sheet.content.flatMap(\.descendants)
      #expect(inSheet.contains { $0.kind == "ProfileView" })
      #expect(inSheet.contains { $0.kind == "Button" && $0.text == message }, "the toast shows inside the sheet")
    }

    /// The theme chosen in Settings colours every screen from the root (sign-in here, whose
    /// buttons are drawn in the theme's colours), and a new choice recolours them at once.
    @Test func theRootDrawsInTheThemeChosenInSettings() async throws {
      SnapshotLanguage.en.select()
      let world = try RootScreens(signedIn: false)
      let root = await Self.started(world)
      let tree = ViewTree(AppCoordinatorView(coordinator: root))
      let preference = world.screens.theme
      let chosen = try #require(preference.themes.first { $0.id != preference.theme.id })
      let chosenOnly = Self.colours(of: chosen, in: .light).subtracting(Self.colours(of: preference.theme, in: .light))
      #expect(Self.colours(in: tree).isDisjoint(with: chosenOnly))

      try preference.select(chosen.id)
      tree.reload()

      #expect(!Self.colours(in: tree).isDisjoint(with: chosenOnly), "the tree draws in \(chosen.id)")
    }

    /// The appearance chosen in Settings (dark here) is the one every screen draws in.
    @Test func theRootDrawsInTheAppearanceChosenInSettings() async throws {
      SnapshotLanguage.en.select()
      let world = try RootScreens(signedIn: false)
      let root = await Self.started(world)
      let tree = ViewTree(AppCoordinatorView(coordinator: root))
      let theme = world.screens.theme.theme
      let darkOnly = Self.colours(of: theme, in: .dark).subtracting(Self.colours(of: theme, in: .light))
      #expect(Self.colours(in: tree).isDisjoint(with: darkOnly))

      world.screens.theme.appearance = .dark
      tree.reload()

      #expect(!Self.colours(in: tree).isDisjoint(with: darkOnly), "the tree draws in dark colours")
    }

    /// Every colour `theme` gives a role in `appearance`, as the tree writes colours.
    static func colours(of theme: Theme, in appearance: Appearance) -> Set<String> {
      Set(ThemeRole.allCases.map { theme.color($0, in: appearance).rgba.hexString })
    }

    /// Every opaque `#RRGGBB` colour the tree draws (a transparent one, `#000000 opacity 0.0`,
    /// is the same in every theme).
    static func colours(in tree: ViewTree) -> Set<String> {
      Set(tree.text.matches(of: /#[0-9A-F]{6}(?! opacity)/).map { String($0.output) })
    }
  }
}

extension AppCoordinator {
  /// The paywall's view model while the root shows the paywall.
  var paywallViewModel: PaywallViewModel? {
    guard case .paywall(let paywall) = child, case .paywall(let viewModel)? = paywall.shown.screen else { return nil }
    return viewModel
  }
}
