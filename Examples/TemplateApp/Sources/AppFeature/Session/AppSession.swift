import AppDomain
import AuthFeature
import KeelCore
import KeelStorage
import Logging
import Observation
import OnboardingFeature

/// The app's top-level state (seed 002's `AppSession`): what the root shows, as ``rootState``,
/// from the remote status, onboarding, the session, premium, dismissals and flags.
///
/// At launch (``launch()``) the session restore, the status load (under the status service's
/// own deadline) and seed 000's `addObject` analytics call run in parallel, with the premium
/// check beside them; each answer updates the inputs as it arrives, so the root leaves
/// `loading` as soon as it can decide (a web status needs nothing else; onboarding does not
/// wait for the session). Afterwards the root follows onboarding completion (the stored key,
/// observed), sign-in and sign-out (``signInGate``), premium and flags as they change.
///
/// Built over protocols only; the composition root passes the real services.
@MainActor
@Observable
public final class AppSession {
  /// What the launch needs, as protocols.
  public struct Services: Sendable {
    public let status: any AppStatusServiceProtocol
    public let session: any SessionManaging
    public let launchAnalytics: any AnalyticsRepositoryProtocol
    /// Whether the person has premium: its first answer at launch, then every change.
    public let purchases: any PurchasesManager
    /// The server's feature flags, asked in parallel with the status; nil where there is no
    /// server (the mock build): the flags are the built-in defaults and the overrides.
    public let remoteConfig: (any RemoteConfigProviding)?
    /// How long the launch waits for the store's first answer on premium (the status's launch
    /// deadline): past it the root decides on what is known, and follows the answer later.
    public let launchDeadline: Duration
    public let clock: any Clock<Duration>

    public init(
      status: any AppStatusServiceProtocol, session: any SessionManaging,
      launchAnalytics: any AnalyticsRepositoryProtocol, purchases: any PurchasesManager,
      remoteConfig: (any RemoteConfigProviding)? = nil, launchDeadline: Duration = .seconds(5),
      clock: any Clock<Duration> = ContinuousClock()
    ) {
      self.status = status
      self.session = session
      self.launchAnalytics = launchAnalytics
      self.purchases = purchases
      self.remoteConfig = remoteConfig
      self.launchDeadline = launchDeadline
      self.clock = clock
    }
  }

  /// The remote status once loaded; nil before (and always nil with the status check off).
  public private(set) var status: StatusResult?
  /// Whether the stored session is still being restored.
  public private(set) var isRestoringSession = true
  /// From the purchases manager's entitlement: checking until the store's first answer (or the
  /// launch deadline), then every change for the whole session (a purchase, an approval, a
  /// renewal, an expiry, a refund).
  public private(set) var premium: RootInputs.Premium = .checking
  /// The entitlement turned premium while the paywall showed: it stays for its "premium
  /// unlocked" screen until ``premiumWelcomed()``.
  public private(set) var welcomingPremium = false
  /// Closing the paywall lasts for this launch: a free user sees it again next time.
  public private(set) var paywallDismissed = false
  /// Whether the server acknowledged the launch's `addObject` call; nil until it answered.
  public private(set) var launchRecorded: Bool?
  /// Where this launch's remote flags came from; nil until the remote configuration answered
  /// (and always nil without one).
  public private(set) var remoteConfigSource: RemoteConfigSource?
  /// The defaults, the remote configuration's values (the kept ones until this launch's
  /// answer), and the overrides on top.
  public var flags: FeatureFlags
  /// How many sessions ended in this launch (``signOut()``, whoever asked: Settings, the server
  /// refusing a refresh, a deleted account): what a person left behind (the tabs' navigation)
  /// is not shown to whoever comes next.
  public private(set) var endedSessions = 0
  /// Sign-in state and "continue without an account" (persisted), shared with the auth flow.
  public let signInGate: SignInGate

  @ObservationIgnored private var hasLaunched = false
  @ObservationIgnored private let onboarding: ObservableKeyValue<Bool>
  @ObservationIgnored private let services: Services
  @ObservationIgnored private let logger: Logger
  @ObservationIgnored private var followingEntitlement: Task<Void, Never>?
  /// The paywall's welcome was left before the entitlement's change reached the session.
  @ObservationIgnored private var welcomedBeforeTheNews = false

  public init(
    services: Services, store: KeyValueStore, flags: FeatureFlags,
    logger: Logger = Logger(label: "template.session")
  ) {
    self.services = services
    self.flags = flags
    self.logger = logger
    onboarding = store.observable(\.onboardingCompleted)
    signInGate = SignInGate(store: store)
  }

  isolated deinit {
    followingEntitlement?.cancel()
  }

  /// Everything the root state is computed from, as it stands.
  public var inputs: RootInputs {
    RootInputs(
      status: status, onboardingCompleted: onboarding.value,
      signIn: isRestoringSession ? .restoring : (signInGate.isSignedIn ? .signedIn : .signedOut),
      signInDismissed: signInGate.isDismissed, premium: premium, welcomingPremium: welcomingPremium,
      paywallDismissed: paywallDismissed, flags: flags,
      remoteConfigLoaded: services.remoteConfig == nil || remoteConfigSource != nil)
  }

  public var rootState: RootState { RootState(inputs) }

  // MARK: - Launch

  private enum LaunchAnswer: Sendable {
    case status(StatusResult)
    case session(SessionRestoreOutcome)
    case launchRecorded(Bool)
    /// The store's first answer; nil when the launch deadline came first.
    case premium(PremiumEntitlement?)
    case remoteConfig(RemoteConfigResult)
  }

  /// Runs the launch work in parallel and applies each answer as it arrives; returns when all
  /// have answered.
  public func launch() async {
    guard !hasLaunched else {
      logger.warning("launch() called again; the launch work runs once per session object")
      return
    }
    hasLaunched = true
    let services = services
    let checksStatus = flags.isEnabled(.statusCheck)
    await withTaskGroup(of: LaunchAnswer.self) { group in
      if checksStatus {
        group.addTask { .status(await services.status.loadStatus()) }
      }
      group.addTask { .session(await services.session.restore()) }
      group.addTask { .launchRecorded(await services.launchAnalytics.addObject()) }
      group.addTask { .premium(await Self.firstEntitlement(of: services)) }
      if let remoteConfig = services.remoteConfig {
        // Beside the status, not after it: both answer within the same launch deadline.
        group.addTask { .remoteConfig(await remoteConfig.load()) }
      }
      for await answer in group { apply(answer) }
    }
    logger.info("launch finished", metadata: ["root": "\(rootState)"])
  }

  private func apply(_ answer: LaunchAnswer) {
    switch answer {
    case .status(let result):
      status = result
    case .session(let outcome):
      isRestoringSession = false
      switch outcome {
      case .signedIn:
        signInGate.markSessionRestored()
      case .keptUnverified(let error):
        // DESIGN: sign-out keeps the session on doubt; the next request tries again.
        logger.notice("session kept without renewal: \(error)")
        signInGate.markSessionRestored()
      case .signedOut:
        break
      }
    case .launchRecorded(let acknowledged):
      launchRecorded = acknowledged
    case .premium(let answer):
      if answer == nil {
        logger.warning(
          "the store did not answer on premium within the launch deadline; deciding on what is known",
          metadata: ["deadline": "\(services.launchDeadline)"])
      }
      followEntitlement()
    case .remoteConfig(let result):
      let (values, unknown) = result.config.split(known: FeatureFlag.appFlags)
      if !unknown.isEmpty {
        logger.notice("the remote configuration names flags this app does not read: \(unknown)")
      }
      flags = flags.withRemoteValues(values)
      remoteConfigSource = result.source
    }
  }

  /// The store's first answer on premium, or nil past the launch deadline.
  private nonisolated static func firstEntitlement(of services: Services) async -> PremiumEntitlement? {
    await withTaskGroup(of: PremiumEntitlement?.self) { group in
      group.addTask { await services.purchases.loadedEntitlement() }
      group.addTask {
        try? await services.clock.sleep(for: services.launchDeadline)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  /// Premium follows the entitlement for the rest of the session: the current value at once,
  /// then every change.
  private func followEntitlement() {
    guard followingEntitlement == nil else { return }
    let entitlement = services.purchases.entitlement
    premiumChanged(to: entitlement.value)
    followingEntitlement = Task { [weak self] in
      for await value in entitlement.values {
        guard let self else { return }
        self.premiumChanged(to: value)
      }
    }
  }

  private func premiumChanged(to entitlement: PremiumEntitlement) {
    let next: RootInputs.Premium = entitlement.isPremium ? .premium : .free
    guard next != premium else { return }
    if next == .premium, rootState == .paywall, !welcomedBeforeTheNews { welcomingPremium = true }
    if next == .free { welcomingPremium = false }
    welcomedBeforeTheNews = false
    logger.info("premium changed", metadata: ["premium": "\(next)"])
    premium = next
  }

  // MARK: - Afterwards

  /// The paywall's "premium unlocked" screen was left: the root moves on.
  public func premiumWelcomed() {
    // The paywall hears of its purchase from the purchase, the session from the stream, in no
    // promised order: a welcome left first must not be asked for again when the news lands.
    if premium != .premium { welcomedBeforeTheNews = true }
    welcomingPremium = false
  }

  /// The paywall was closed without buying.
  public func dismissPaywall() {
    paywallDismissed = true
  }

  /// Settings asked to see onboarding again: the stored flag goes back to false, so the root
  /// shows onboarding (from its first step).
  public func resetOnboarding() {
    onboarding.value = false
  }

  /// Ends the session: the tokens go, and sign-in shows again (a sign-out is not a dismissal).
  public func signOut() async {
    await services.session.signOut()
    endedSessions += 1
    signInGate.markSignedOut()
  }
}
