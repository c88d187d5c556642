import KeelStorage

extension StorageKeys {
  /// "Continue without an account" was chosen: sign-in is not offered again at launch
  /// (DESIGN: sign-in shows if enabled, not signed in and not dismissed).
  public var authDismissed: StorageKey<Bool> { StorageKey("auth_dismissed", default: false) }
}
