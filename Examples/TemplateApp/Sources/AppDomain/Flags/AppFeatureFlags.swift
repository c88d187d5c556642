import KeelCore

/// The reference app's feature flags (seed 002). Each defaults to on and is overridden from
/// configuration (`FEATURE_SIGNIN=false`, ...) by the composition root, or in code by tests.
extension FeatureFlag {
  /// Offer sign-in before the main tabs. Off: a local user's scope opens at launch.
  public static let signIn = FeatureFlag("signIn", default: true)
  /// Offer the paywall to people without premium.
  public static let paywall = FeatureFlag("paywall", default: true)
  /// Show onboarding until it is completed.
  public static let onboarding = FeatureFlag("onboarding", default: true)
  /// Ask the server for the remote status at launch (seed 000). Off: always the native app.
  public static let statusCheck = FeatureFlag("statusCheck", default: true)

  /// Every flag the app reads from configuration.
  public static let appFlags: [FeatureFlag] = [.signIn, .paywall, .onboarding, .statusCheck]
}
