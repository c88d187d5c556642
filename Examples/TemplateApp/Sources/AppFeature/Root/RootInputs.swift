import AppDomain
import Foundation
import KeelCore

/// Everything the root state depends on (seed 002's `AppSession` inputs), as plain values, so
/// ``RootState`` is a pure function of them and can be tested over every combination.
public struct RootInputs: Sendable, Equatable {
  /// Whether someone is signed in, including "not known yet" while the stored session is being
  /// restored at launch.
  public enum SignIn: Sendable, Hashable, CaseIterable {
    case restoring
    case signedOut
    case signedIn
  }

  /// Whether the person has premium, including "not known yet" while entitlements load.
  public enum Premium: Sendable, Hashable, CaseIterable {
    case checking
    case free
    case premium
  }

  /// The remote status, nil until it has loaded (or the deadline turned it into `.zero`).
  public var status: StatusResult?
  public var onboardingCompleted: Bool
  public var signIn: SignIn
  /// "Continue without an account" was chosen.
  public var signInDismissed: Bool
  public var premium: Premium
  /// Premium arrived while the paywall showed: it stays for its "premium unlocked" screen.
  public var welcomingPremium: Bool
  /// The paywall was closed without buying.
  public var paywallDismissed: Bool
  /// Read for ``FeatureFlag/statusCheck``, ``FeatureFlag/onboarding``, ``FeatureFlag/signIn`` and
  /// ``FeatureFlag/paywall``.
  public var flags: FeatureFlags
  /// Whether the launch's remote configuration has answered (server, cache or defaults): until
  /// then ``flags`` may still change, so no gate is decided on them.
  public var remoteConfigLoaded: Bool

  public init(
    status: StatusResult? = nil,
    onboardingCompleted: Bool = false,
    signIn: SignIn = .restoring,
    signInDismissed: Bool = false,
    premium: Premium = .checking,
    welcomingPremium: Bool = false,
    paywallDismissed: Bool = false,
    flags: FeatureFlags = FeatureFlags(),
    remoteConfigLoaded: Bool = true
  ) {
    self.status = status
    self.onboardingCompleted = onboardingCompleted
    self.signIn = signIn
    self.signInDismissed = signInDismissed
    self.premium = premium
    self.welcomingPremium = welcomingPremium
    self.paywallDismissed = paywallDismissed
    self.flags = flags
    self.remoteConfigLoaded = remoteConfigLoaded
  }
}
