/// The app's key actions, named once so every screen that performs one tracks it the same way
/// (seed 002's `"Home_Appear"` style: `<Subject>_<Verb>`). Screens' appearances use
/// ``AnalyticsEvent/screenAppeared(_:)``.
extension AnalyticsEvent {
  /// An email and password sign-in (or Sign in with Apple) succeeded.
  public static func signInSucceeded(method: String) -> AnalyticsEvent {
    AnalyticsEvent("SignIn_Succeeded", properties: ["method": method])
  }

  /// A purchase made on the paywall unlocked premium.
  public static func purchaseCompleted(productID: String) -> AnalyticsEvent {
    AnalyticsEvent("Purchase_Completed", properties: ["product": productID])
  }

  /// A restore on the paywall found premium.
  public static let purchaseRestored = AnalyticsEvent("Purchase_Restored")

  /// The editor created an item (the server accepted it).
  public static let itemCreated = AnalyticsEvent("Item_Created")

  /// The editor saved changes to an item.
  public static let itemUpdated = AnalyticsEvent("Item_Updated")

  /// An item was deleted (the server confirmed it), from the screen named.
  public static func itemDeleted(screen: String) -> AnalyticsEvent {
    AnalyticsEvent("Item_Deleted", properties: ["screen": screen])
  }

  /// A favorite star was tapped on the screen named.
  public static func favoriteToggled(screen: String) -> AnalyticsEvent {
    AnalyticsEvent("Favorite_Toggled", properties: ["screen": screen])
  }
}

/// Tracks nothing: the default of screens built without analytics (previews, tests of other
/// behaviour). The composition root always hands every screen the session's analytics.
public struct NoAnalytics: AnalyticsManaging {
  public init() {}

  public func track(_ event: AnalyticsEvent) {}
}
