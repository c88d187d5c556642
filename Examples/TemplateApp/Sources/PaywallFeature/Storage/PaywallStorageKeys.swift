import KeelStorage

extension StorageKeys {
  /// The paywall was closed (where the flag allows it): not shown again at launch (DESIGN:
  /// paywall if enabled, not premium and not dismissed).
  public var paywallDismissed: StorageKey<Bool> { StorageKey("paywall_dismissed", default: false) }
}
