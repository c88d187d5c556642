// keel:sample begin
import FavoritesFeature
import ItemsFeature
// keel:sample end
import KeelDesign
import KeelNavigation
import KeelStorage
import Logging
import Observation
import SettingsFeature

/// Seed 000's tab-based session: the main tabs, each with its own stack in the kit's
/// ``TabRouter`` (switching tabs keeps every tab's stack), deep links applied in steps, and
/// each tab's routes saved and restored.
///
/// It owns the tabs' coordinators (made by its factory) and passes what they report upwards
/// through ``Output``: sign out, reset onboarding, and notices for the toasts.
@MainActor
@Observable
public final class SessionCoordinator: Coordinator {
  public struct Output {
    public var onSignOut: @MainActor () -> Void
    public var onResetOnboarding: @MainActor () -> Void
    public var onNotice: @MainActor (SessionNotice) -> Void

    public init(
      onSignOut: @escaping @MainActor () -> Void, onResetOnboarding: @escaping @MainActor () -> Void,
      onNotice: @escaping @MainActor (SessionNotice) -> Void
    ) {
      self.onSignOut = onSignOut
      self.onResetOnboarding = onResetOnboarding
      self.onNotice = onNotice
    }
  }

  public let tabRouter: TabRouter<AppTab, TabRoute>
  // keel:sample begin
  public let items: ItemsCoordinator
  public let favorites: FavoritesCoordinator
  // keel:sample end
  public let settings: SettingsCoordinator
  /// The session's toast centre (the one Items and Favorites raise theirs on, and where the
  /// root's output puts Settings' notices): the tabs' view draws it over everything they show.
  public let toasts: ToastCenter
  @ObservationIgnored public var output: Output?
  @ObservationIgnored private var stacks: [AppTab: TabStack] = [:]
  @ObservationIgnored private let archive: TabNavigationArchive
  /// False once the navigation was forgotten (sign-out): this session's tabs are never saved again.
  @ObservationIgnored private var savesNavigation = true
  @ObservationIgnored private let logger: Logger

  /// - Parameters:
  ///   - store: where each tab's routes are saved between launches.
  ///   - toasts: the signed-in scope's toast centre, drawn over the tabs.
  public init(
    factory: any SessionElementsFactory, store: KeyValueStore, toasts: ToastCenter,
    logger: Logger = Logger(label: "template.session.tabs")
  ) {
    self.toasts = toasts
    // keel:sample begin
    items = factory.itemsCoordinator()
    favorites = factory.favoritesCoordinator()
    // keel:sample end
    settings = factory.settingsCoordinator()
    tabRouter = TabRouter(selectedTab: .first)
    archive = TabNavigationArchive(store: store, logger: logger)
    self.logger = logger
    // The tabs this build shows; a tab is an entry here plus its coordinator's TabFlow bridge
    // (Tabs/) and its case in TabRoute.
    let flows: [AppTab: any TabFlow] = [
      // keel:sample begin
      .items: items,
      .favorites: favorites,
      // keel:sample end
      .settings: settings,
    ]
    for (tab, flow) in flows {
      stacks[tab] = TabStack(tab: tab, navigator: tabRouter.navigator(for: tab), flow: flow, logger: logger)
    }
    // keel:sample begin
    favorites.output = .init(
      onOpenItem: { [weak self] id in self?.open(.item(id: id)) },
      onBrowseItems: { [weak self] in self?.open(.tab(.items)) })
    // keel:sample end
    settings.output = .init(
      onSignOut: { [weak self] in self?.output?.onSignOut() },
      onResetOnboarding: { [weak self] in self?.output?.onResetOnboarding() },
      onNotice: { [weak self] notice in self?.output?.onNotice(.settings(notice)) })
  }

  /// The tabs shown, in tab-bar order.
  public var tabs: [AppTab] { AppTab.allCases.filter { stacks[$0] != nil } }

  public var selectedTab: AppTab { tabRouter.selectedTab }

  /// The stack of `tab`, nil for a tab this build does not show.
  public func stack(for tab: AppTab) -> TabStack? { stacks[tab] }

  /// The person tapped `tab` in the tab bar: tapping the tab already shown takes it back to its
  /// root, as tab bars do on iOS; any other tab is shown as it was left.
  public func select(_ tab: AppTab) {
    guard let stack = stacks[tab] else { return }
    if tab == tabRouter.selectedTab {
      stack.request(NavigationState(path: [], presentation: stack.state.presentation))
    } else {
      tabRouter.select(tab)
    }
  }

  /// The selected tab as the tab bar binds it: a write is a tap (see ``select(_:)``).
  public var tabSelection: ValueBinding<AppTab> {
    ValueBinding(get: { [weak self] in self?.selectedTab ?? .first }, set: { [weak self] tab in self?.select(tab) })
  }

  // MARK: - Deep links

  /// Takes the app to `link` in steps SwiftUI accepts one at a time: from the Profile sheet over
  /// Settings to item 42 that is dismiss (on Settings), switch tab, push (on Items). A modal
  /// over the tab being left goes first, since it covers the tab bar.
  public func open(_ link: AppDeepLink) {
    let tab = link.tab
    guard let destination = stacks[tab] else {
      logger.warning("deep link to a tab this build does not show; ignored", metadata: ["link": "\(link)"])
      return
    }
    let target = link.target(from: destination.state)
    let source = tabRouter.selectedTab
    guard source != tab, let origin = stacks[source], origin.state.presentation != nil else {
      return run(target, on: tab)
    }
    origin.request(NavigationState(path: origin.state.path)) { [weak self] outcome in
      guard case .reached = outcome else {
        self?.logger.notice("deep link dropped: the modal it had to close stayed", metadata: ["link": "\(link)"])
        return
      }
      self?.run(target, on: tab)
    }
  }

  /// The view layer's signal that `tab`'s step in flight has finished animating.
  public func stepFinished(on tab: AppTab) {
    stacks[tab]?.stepFinished()
  }

  private func run(_ target: NavigationState<TabRoute>, on tab: AppTab) {
    tabRouter.select(tab)
    stacks[tab]?.request(target)
  }

  // MARK: - Restoration

  /// Saves every tab's routes and the selected tab (the app going to the background).
  public func saveNavigation() {
    guard savesNavigation else { return }
    for (tab, stack) in stacks { archive.save(stack.state, for: tab) }
    archive.saveSelectedTab(tabRouter.selectedTab)
  }

  /// Puts every tab back where it was saved, at launch; a tab whose saved state cannot be read
  /// starts fresh at its root, with a warning.
  public func restoreNavigation() {
    for (tab, stack) in stacks {
      if let state = archive.state(for: tab) { stack.restore(state) }
    }
    if let tab = archive.selectedTab, stacks[tab] != nil { tabRouter.select(tab) }
  }

  /// Forgets the saved navigation and saves nothing more (sign-out: the next person starts
  /// fresh, even though these tabs are saved as they leave the screen).
  public func forgetNavigation() {
    savesNavigation = false
    archive.clear()
  }
}
