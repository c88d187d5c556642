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
  /// What the launch needs, as protocols and one closure for the purchases check (its manager
  /// arrives with the paywall).
  public struct Services: Sendable {
    public let status: any AppStatusServiceProtocol
    public let session: any SessionManaging
    public let launchAnalytics: any AnalyticsRepositoryProtocol
    /// Whether the person has premium (the purchases manager's entitlement check).
    public let isPremium: @Sendable () async -> Bool
    /// The server's feature flags, asked in parallel with the status; nil where there is no
    /// server (the mock build): the flags are the built-in defaults and the overrides.
    public let remoteConfig: (any RemoteConfigProviding)?

    public init(
      status: any AppStatusServiceProtocol, session: any SessionManaging,
      launchAnalytics: any AnalyticsRepositoryProtocol, isPremium: @escaping @Sendable () async -> Bool,
      remoteConfig: (any RemoteConfigProviding)? = nil
    ) {
      self.status = status
      self.session = session
      self.launchAnalytics = launchAnalytics
      self.isPremium = isPremium
      self.remoteConfig = remoteConfig
    }
  }

  /// The remote status once loaded; nil before (and always nil with the status check off).
  public private(set) var status: StatusResult?
  /// Whether the stored session is still being restored.
  public private(set) var isRestoringSession = true
  public private(set) var premium: RootInputs.Premium = .checking
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
  /// Sign-in state and "continue without an account" (persisted), shared with the auth flow.
  public let signInGate: SignInGate

  @ObservationIgnored private var hasLaunched = false
  @ObservationIgnored private let onboarding: ObservableKeyValue<Bool>
  @ObservationIgnored private let services: Services
  @ObservationIgnored private let logger: Logger

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

  /// Everything the root state is computed from, as it stands.
  public var inputs: RootInputs {
    RootInputs(
      status: status, onboardingCompleted: onboarding.value,
      signIn: isRestoringSession ? .restoring : (signInGate.isSignedIn ? .signedIn : .signedOut),
      signInDismissed: signInGate.isDismissed, premium: premium, paywallDismissed: paywallDismissed, flags: flags,
      remoteConfigLoaded: services.remoteConfig == nil || remoteConfigSource != nil)
  }

  public var rootState: RootState { RootState(inputs) }

  // MARK: - Launch

  private enum LaunchAnswer: Sendable {
    case status(StatusResult)
    case session(SessionRestoreOutcome)
    case launchRecorded(Bool)
    case premium(Bool)
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
      group.addTask { .premium(await services.isPremium()) }
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
    case .premium(let isPremium):
      premium = isPremium ? .premium : .free
    case .remoteConfig(let result):
      let (values, unknown) = result.config.split(known: FeatureFlag.appFlags)
      if !unknown.isEmpty {
        logger.notice("the remote configuration names flags this app does not read: \(unknown)")
      }
      flags = flags.withRemoteValues(values)
      remoteConfigSource = result.source
    }
  }

  // MARK: - Afterwards

  /// A purchase (or a restored purchase) changed the entitlement.
  public func updatePremium(_ isPremium: Bool) {
    premium = isPremium ? .premium : .free
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
    signInGate.markSignedOut()
  }
}
