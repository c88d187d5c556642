import KeelCore

/// The moments the device's protected data becomes available: the Keychain's `AfterFirstUnlock`
/// items and protected files, which iOS keeps closed from a restart until the person unlocks the
/// phone once. An app launched in the background before then (a background refresh, a push) finds
/// its Keychain locked; what it could not read waits here for the unlock and reads again.
///
/// The platform tells it (``becameAvailable()``): the app delegate's
/// `applicationProtectedDataDidBecomeAvailable(_:)`, and a scene becoming active (the phone is
/// unlocked whenever the app is in front, which also covers an unlock the suspended app did not
/// hear about).
public final class ProtectedDataAvailability: Sendable {
  /// Counts the availabilities so far; a waiter waits for one after its ``Mark``.
  private let availabilities = CurrentValueStream(0)

  public init() {}

  /// A point to wait from, taken before a read that may fail: an availability that arrives
  /// between the failed read and the wait still ends the wait.
  public struct Mark: Sendable, Hashable {
    fileprivate let count: Int
  }

  /// Now, as a point to wait from.
  public var mark: Mark { Mark(count: availabilities.value) }

  /// Protected data became available: every wait returns.
  public func becameAvailable() {
    availabilities.update { $0 += 1 }
  }

  /// Returns at the first availability after `mark` (at once if there was one already), or when
  /// the task is cancelled.
  public func available(after mark: Mark) async {
    for await count in availabilities.values where count > mark.count { return }
  }
}
