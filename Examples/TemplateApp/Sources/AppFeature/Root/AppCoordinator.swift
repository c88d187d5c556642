import AppDomain
import AuthFeature
import Foundation
import KeelCore
import KeelDesign
import KeelNavigation
import Logging
import Observation
import OnboardingFeature
import PaywallFeature

/// Seed 000's root coordinator: shows the child for ``AppSession/rootState`` (onboarding,
/// sign-in, paywall, the web view or the tab-based session) and owns only that child; when the
/// root state moves on, the child that leaves is released.
///
/// It also holds the deep-link gate (open while the tabs show, see
/// ``DeepLinkGate/follow(_:)``), re-plans the daily notifications at launch, on entering the
/// foreground and on a time-zone change, saves the tabs' navigation when the app goes to the
/// background, and handles what Settings reports (sign out, reset onboarding). Lifecycle events
/// arrive as platform-neutral calls that the Apple-only app file forwards.
@MainActor
@Observable
public final class AppCoordinator: Coordinator {
  public struct Output {
    /// A tab raised a notice; the composition root hands it to the toast centre.
    public var onNotice: @MainActor (SessionNotice) -> Void

    public init(onNotice: @escaping @MainActor (SessionNotice) -> Void) {
      self.onNotice = onNotice
    }
  }

  public private(set) var child: AppChild = .loading
  public let session: AppSession
  @ObservationIgnored private weak var lifecycle: (any AppLifecycle)?
  public let deepLinks: DeepLinkGate<AppDeepLink>
  /// Seed 000's `overlay = .splash` while the root is loading (see ``LaunchSplash``).
  public let splash: LaunchSplash
  /// The theme and appearance chosen in Settings, which the root view draws everything in.
  public let theme: ThemeStore
  @ObservationIgnored public var output: Output?
  @ObservationIgnored private let factory: any AppElementsFactory
  @ObservationIgnored private let notifications: StatusNotifications
  @ObservationIgnored private let parser: DeepLinkParser<AppDeepLink>
  @ObservationIgnored private let relay: DeepLinkRelay
  @ObservationIgnored private let logger: Logger
  /// The state the shown child was made for.
  @ObservationIgnored private var shown: RootState?
  /// ``AppSession/endedSessions`` when the shown child was made: the tabs of an ended session
  /// are replaced even where the root stays on them (sign-in off: a local user's fresh scope).
  @ObservationIgnored private var shownSession = 0
  @ObservationIgnored private var hasStarted = false

  /// - Parameters:
  ///   - theme: the store Settings' theme and appearance choices change.
  ///   - lifecycle: the composition root's part of launch, sign-in and sign-out (see
  ///     ``AppLifecycle``); nil drives the session alone.
  public init(
    session: AppSession, factory: any AppElementsFactory, notifications: StatusNotifications, theme: ThemeStore,
    lifecycle: (any AppLifecycle)? = nil,
    parser: DeepLinkParser<AppDeepLink> = AppDeepLinkParser.make(),
    splash: LaunchSplash = LaunchSplash(),
    logger: Logger = Logger(label: "template.root")
  ) {
    self.session = session
    self.splash = splash
    self.theme = theme
    self.lifecycle = lifecycle
    self.factory = factory
    self.notifications = notifications
    self.parser = parser
    self.logger = logger
    let relay = DeepLinkRelay()
    self.relay = relay
    deepLinks = DeepLinkGate(logger: logger) { link in relay.deliver?(link) }
    relay.deliver = { [weak self] link in self?.deliver(link) }
  }

  /// The tabs, while they show.
  public var sessionCoordinator: SessionCoordinator? {
    if case .main(let coordinator) = child { coordinator } else { nil }
  }

  // MARK: - Launch and lifecycle

  /// Shows the root for the session's state as it changes, runs the launch work and then plans
  /// the notifications for the status it found.
  public func start() async {
    // A second start would follow the root state twice and run the launch again.
    guard !hasStarted else {
      logger.warning("start() called again; the root starts once")
      return
    }
    hasStarted = true
    splash.launchStarted()
    followRootState()
    if let lifecycle { await lifecycle.launch() } else { await session.launch() }
    rootStateChanged()
    await notifications.replan(for: currentStatus)
  }

  /// The app came to the foreground.
  public func sceneDidBecomeActive() async {
    await notifications.replan(for: currentStatus)
  }

  /// The system's time zone changed: the daily times are local, so they are planned again.
  public func timeZoneDidChange() async {
    await notifications.replan(for: currentStatus)
  }

  /// The app went to the background: the tabs' navigation is saved for the next launch.
  public func sceneDidEnterBackground() {
    sessionCoordinator?.saveNavigation()
  }

  /// A URL opened the app (`onOpenURL`): parsed with the app's rules (a rejected one is logged
  /// with its reason) and handed to the gate.
  public func open(_ url: URL) {
    guard let link = parser.route(for: url) else { return }
    deepLinks.receive(link)
  }

  /// With the status check off the app is native; otherwise the loaded status, if any.
  private var currentStatus: AppStatus? {
    session.flags.isEnabled(.statusCheck) ? session.status?.status : .zero
  }

  // MARK: - Children

  /// Shows the child for the session's root state, if it changed, then opens or closes the
  /// deep-link gate for it (after the tabs exist, so a held link reaches them).
  public func rootStateChanged() {
    let state = session.rootState
    let sessionEnded = shownSession != session.endedSessions
    if state != shown || sessionEnded {
      if shown == .main, let leaving = sessionCoordinator {
        // Every way out of a session (Settings, a refused refresh, a deleted account) forgets
        // where the person was; leaving the tabs for any other reason (a refund's paywall,
        // onboarding again) keeps it for their return.
        if sessionEnded { leaving.forgetNavigation() } else { leaving.saveNavigation() }
      }
      logger.info("root shows \(state)", metadata: ["from": "\(shown.map(\.description) ?? "nothing")"])
      shown = state
      shownSession = session.endedSessions
      child = makeChild(for: state)
    }
    splash.rootShows(state)
    deepLinks.follow(state)
  }

  private func followRootState() {
    withObservationTracking {
      _ = session.rootState
    } onChange: { [weak self] in
      // Called before the change lands; the new state is read on the next turn.
      Task { @MainActor [weak self] in
        self?.rootStateChanged()
        self?.followRootState()
      }
    }
  }

  private func makeChild(for state: RootState) -> AppChild {
    switch state {
    case .loading:
      return .loading
    case .web(let url):
      return .web(factory.webViewModel(url: url))
    case .onboarding:
      let onboarding = factory.onboardingCoordinator()
      onboarding.output = .init(finished: { [weak self] in self?.rootStateChanged() })
      onboarding.start()
      return .onboarding(onboarding)
    case .signIn:
      let auth = factory.authCoordinator()
      auth.output = .init(
        signedIn: { [weak self] user in
          self?.lifecycle?.signedIn(as: user)
          self?.rootStateChanged()
        },
        continuedWithoutAccount: { [weak self] in self?.rootStateChanged() },
        signedOut: { [weak self] in self?.rootStateChanged() })
      auth.start()
      return .signIn(auth)
    case .paywall:
      let paywall = factory.paywallCoordinator()
      paywall.output = .init(
        premiumReached: { [weak self] _ in self?.premiumReached() },
        closed: { [weak self] in self?.paywallClosed() })
      paywall.start()
      return .paywall(paywall)
    case .main:
      let tabs = factory.sessionCoordinator()
      tabs.output = .init(
        onSignOut: { [weak self] in self?.signOut() },
        onResetOnboarding: { [weak self] in self?.resetOnboarding() },
        onNotice: { [weak self] notice in self?.output?.onNotice(notice) })
      tabs.restoreNavigation()
      return .main(tabs)
    }
  }

  private func premiumReached() {
    session.premiumWelcomed()
    rootStateChanged()
  }

  private func paywallClosed() {
    session.dismissPaywall()
    rootStateChanged()
  }

  // MARK: - What Settings reports

  /// Settings' sign-out: the session ends (its navigation is forgotten as the tabs leave, see
  /// ``rootStateChanged()``), and sign-in shows again.
  private func signOut() {
    Task { [weak self] in
      guard let self else { return }
      if let lifecycle { await lifecycle.signOut() } else { await session.signOut() }
      rootStateChanged()
    }
  }

  /// Settings' "reset onboarding": the stored flag goes back, and onboarding shows.
  private func resetOnboarding() {
    session.resetOnboarding()
    rootStateChanged()
  }
}

/// Lets the gate, made before the coordinator is, deliver to it without holding it.
@MainActor
final class DeepLinkRelay {
  var deliver: (@MainActor (AppDeepLink) -> Void)?
}

extension AppCoordinator {
  fileprivate func deliver(_ link: AppDeepLink) {
    guard let tabs = sessionCoordinator else {
      logger.warning("deep link delivered while the tabs are not shown; dropped", metadata: ["link": "\(link)"])
      return
    }
    tabs.open(link)
  }
}
