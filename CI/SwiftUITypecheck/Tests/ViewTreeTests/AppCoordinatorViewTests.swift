import AppDomain
import AppLocalization
import Foundation
import KeelTesting
import PaywallFeature
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
  }
}

extension AppCoordinator {
  /// The paywall's view model while the root shows the paywall.
  var paywallViewModel: PaywallViewModel? {
    guard case .paywall(let paywall) = child, case .paywall(let viewModel)? = paywall.shown.screen else { return nil }
    return viewModel
  }
}
