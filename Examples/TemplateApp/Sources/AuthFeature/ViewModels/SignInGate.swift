import AppDomain
import KeelStorage
import Observation

/// Whether the sign-in gate is still to be shown (DESIGN: sign-in shows if enabled, not signed
/// in and not dismissed). "Continue without an account" is persisted; a successful sign-in
/// marks the gate done for this session only (seed 002's `markAuthDismissed()`), so after a
/// sign-out it shows again. The root reads ``needsSignIn(enabled:)`` and reacts at once.
@MainActor
@Observable
public final class SignInGate {
  @ObservationIgnored private let dismissedValue: ObservableKeyValue<Bool>
  public private(set) var isSignedIn: Bool
  public private(set) var user: SignedInUser?

  public init(store: KeyValueStore, isSignedIn: Bool = false) {
    dismissedValue = store.observable(\.authDismissed)
    self.isSignedIn = isSignedIn
  }

  /// "Continue without an account", persisted.
  public var isDismissed: Bool { dismissedValue.value }

  public func needsSignIn(enabled: Bool) -> Bool {
    enabled && !isSignedIn && !isDismissed
  }

  /// A sign-in succeeded (seed 002's `markAuthDismissed()`).
  public func markSignedIn(_ user: SignedInUser) {
    self.user = user
    isSignedIn = true
  }

  /// A stored session was restored at launch (who it belongs to is the profile's business).
  public func markSessionRestored() {
    isSignedIn = true
  }

  public func continueWithoutAccount() {
    dismissedValue.value = true
  }

  /// The session ended: the gate shows again (a sign-out is not a dismissal).
  public func markSignedOut() {
    user = nil
    isSignedIn = false
  }
}
