import KeelCore

/// Which implementation of each manager a build runs with (seed 002: the build configuration
/// decides between mock and live services). The composition root asks here, so the rule is
/// one tested function rather than a branch in app code.
public enum ManagerSelection {
  /// The mock configuration signs in as ``MockSignInProvider/user`` with no network; the others
  /// use `live` (built only when chosen).
  public static func signInProvider(
    for configuration: BuildConfiguration, live: () -> any SignInProvider
  ) -> any SignInProvider {
    configuration == .mock ? MockSignInProvider() : live()
  }

  /// The mock configuration buys from ``MockPurchasesManager`` (every purchase succeeds); the
  /// others use `live` (StoreKit in the app).
  public static func purchasesManager(
    for configuration: BuildConfiguration, live: () -> any PurchasesManager
  ) -> any PurchasesManager {
    configuration == .mock ? MockPurchasesManager() : live()
  }
}
