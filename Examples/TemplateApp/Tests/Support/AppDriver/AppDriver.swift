import AppDomain
import AppFeature
import AppServices
import AuthFeature
import Foundation
import KeelCore
import KeelNavigation
import KeelTesting
import OnboardingFeature
import PaywallFeature

/// One launch of the whole app, driven as a person drives it: through the view models the root
/// shows (onboarding's continue, the sign-in form, the paywall's purchase, the tab bar, Settings'
/// sign-out) and the platform's calls (an opened URL, going to the background). Nothing is
/// built here: the root comes from `AppServices.makeAppCoordinator()` and every screen from the
/// factories behind it.
///
/// It reads back what the person sees (``shown``, ``selectedTab``, each tab's stack) and tracks
/// everything it comes across for the journey's leak assertion: the services, the root, each
/// child, coordinator, view model and scope. What belongs to one signed-in session (the scope,
/// the tabs and their screens) is also tracked in ``sessionObjects``, so a journey can assert
/// that sign-out released all of it while the app runs on.
///
/// Waits are for conditions, polled with ``AppDevice/patience`` as the deadline; nothing
/// depends on how fast the machine is.
@MainActor
public final class AppDriver {
  /// What the person sees at the root.
  public enum Shown: Equatable, Sendable, CustomStringConvertible {
    case loading
    case web(URL)
    case onboarding
    case signIn
    case signUp
    case forgotPassword
    case paywall
    case premiumUnlocked
    case main

    public var description: String {
      switch self {
      case .loading: "loading"
      case .web(let url): "web(\(url.absoluteString))"
      case .onboarding: "onboarding"
      case .signIn: "signIn"
      case .signUp: "signUp"
      case .forgotPassword: "forgotPassword"
      case .paywall: "paywall"
      case .premiumUnlocked: "premiumUnlocked"
      case .main: "main"
      }
    }
  }

  public let services: AppServices
  public let root: AppCoordinator
  /// The device's Sign in with Apple records: Apple's sheet authorizes the Apple ID it answers
  /// for there (``signInWithApple(_:file:line:)``).
  var appleIDs = InMemoryAppleIDCredentials()
  /// The current signed-in session's objects (a fresh tracker at each sign-in).
  public private(set) var sessionObjects = LeakTracker()
  private let tracker: LeakTracker
  /// What was tracked, weakly, so an object is tracked once (and a new one at a reused address
  /// is still tracked).
  private var seen: [ObjectIdentifier: WeakObject] = [:]
  private var sessionScope: ObjectIdentifier?

  init(services: AppServices, tracker: LeakTracker) {
    self.services = services
    self.tracker = tracker
    root = services.makeAppCoordinator()
    for object: AnyObject in [services, root, services.session, services.scopes, services.scopes.login] {
      track(object)
    }
  }

  /// Shows the root and runs the launch, as the app file's first appearance does.
  func start() async {
    await root.start()
    observe()
  }

  // MARK: - What the person sees

  public var shown: Shown {
    switch root.child {
    case .loading: .loading
    case .web(let viewModel): .web(viewModel.url)
    case .onboarding: .onboarding
    case .signIn(let auth):
      switch auth.navigator.top ?? auth.root {
      case .signUp: .signUp
      case .forgotPassword: .forgotPassword
      case .signIn, nil: .signIn
      }
    case .paywall(let paywall):
      if case .premiumUnlocked = paywall.screen { .premiumUnlocked } else { .paywall }
    case .main: .main
    }
  }

  public var rootState: RootState { services.session.rootState }

  /// The main tabs, while they show.
  public var tabs: SessionCoordinator? { root.sessionCoordinator }

  public var selectedTab: AppTab? { tabs?.selectedTab }

  /// Where `tab` is, as routes (its root screen implicit); nil while the tabs do not show.
  public func state(of tab: AppTab) -> NavigationState<TabRoute>? {
    tabs?.stack(for: tab)?.state
  }

  /// The routes pushed on `tab` (its root screen implicit).
  public func path(of tab: AppTab) -> [TabRoute] { state(of: tab)?.path ?? [] }

  // MARK: - Waiting

  /// Waits until `condition` holds (polled on the main actor), then records what shows.
  public func wait(
    until condition: @MainActor () -> Bool, file: String = #fileID, line: Int = #line
  ) async throws {
    defer { observe() }
    try await waitForCondition(timeout: AppDevice.patience, file: file, line: line, condition)
  }

  /// Waits until the root shows `expected`.
  public func wait(
    for expected: Shown, file: String = #fileID, line: Int = #line
  ) async throws {
    do {
      try await wait(until: { self.shown == expected }, file: file, line: line)
    } catch let timeout as ConditionTimeout {
      throw JourneyError.notShown(expected: expected, shown: shown, timeout)
    }
  }

  // MARK: - Tracking

  /// Tracks what the root shows now, and the signed-in scope, for the leak assertions.
  func observe() {
    if let scope = services.scopes.signedIn {
      if sessionScope != ObjectIdentifier(scope) {
        // A new session: its objects are tracked apart from the last one's.
        sessionScope = ObjectIdentifier(scope)
        sessionObjects = LeakTracker()
        sessionObjects.track(scope, label: "signed-in scope")
      }
      track(scope, label: "signed-in scope")
    }
    switch root.child {
    case .loading: break
    case .web(let viewModel): track(viewModel)
    case .onboarding(let onboarding):
      track(onboarding)
      onboarding.root.map(trackScreen)
    case .signIn(let auth):
      track(auth)
      auth.root.map(trackScreen)
      auth.navigator.path.forEach(trackScreen)
    case .paywall(let paywall):
      track(paywall)
      paywall.screen.map(trackScreen)
    case .main(let tabs):
      observe(tabs)
    }
  }

  private func observe(_ tabs: SessionCoordinator) {
    let settings = tabs.settings
    for object: AnyObject in [tabs, settings] { track(object, session: true) }
    for tab in tabs.tabs { tabs.stack(for: tab).map { track($0, session: true) } }
    // keel:sample begin
    track(tabs.items, session: true)
    track(tabs.favorites, session: true)
    tabs.items.navigator.path.forEach { trackScreen($0, session: true) }
    tabs.items.navigator.presentation.map { presentation in
      switch presentation {
      case .sheet(let screen), .cover(let screen): trackScreen(screen, session: true)
      }
    }
    // keel:sample end
    settings.navigator.path.forEach { trackScreen($0, session: true) }
    if let profile = settings.profile {
      track(profile, session: true)
      trackScreen(profile.root, session: true)
      profile.navigator.path.forEach { trackScreen($0, session: true) }
    }
  }

  /// Tracks the view model a screen holds (every screen enum case holds exactly one).
  private func trackScreen(_ screen: some ScreenIdentifiable) {
    trackScreen(screen, session: false)
  }

  private func trackScreen(_ screen: some ScreenIdentifiable, session: Bool) {
    // Reflection rather than a switch per feature: a screen added to a feature is tracked too.
    for child in Mirror(reflecting: screen).children {
      track(child.value as AnyObject, session: session)
    }
  }

  public func track(_ object: AnyObject, label: String? = nil, session: Bool = false) {
    let id = ObjectIdentifier(object)
    guard seen[id]?.object !== object else { return }
    seen[id] = WeakObject(object)
    tracker.track(object, label: label)
    if session { sessionObjects.track(object, label: label) }
  }
}

/// A weak reference, for remembering what was tracked without keeping it alive.
private final class WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// Why a journey step could not be taken, with what the person saw instead.
public enum JourneyError: Error, CustomStringConvertible {
  case notShown(expected: AppDriver.Shown, shown: AppDriver.Shown, ConditionTimeout)
  case unexpectedScreen(wanted: String, shown: AppDriver.Shown)
  /// A form or the store refused what was asked, with its state.
  case formRefused(String, String)

  public var description: String {
    switch self {
    case .notShown(let expected, let shown, let timeout):
      "expected the root to show \(expected), it shows \(shown) (\(timeout))"
    case .unexpectedScreen(let wanted, let shown):
      "wanted \(wanted), but the root shows \(shown)"
    case .formRefused(let what, let state):
      "\(what) was refused: \(state)"
    }
  }
}
