import KeelCore

/// Thrown by ``assertNoLeaks(_:settle:)`` with every survivor named.
public struct LeaksFound: Error, CustomStringConvertible {
  /// The tracked objects still alive, in tracking order.
  public let survivors: [LeakTracker.Survivor]

  public var description: String {
    "\(survivors.count) tracked object(s) still alive: "
      + survivors.map(\.description).joined(separator: "; ")
  }
}

/// Throws ``LeaksFound`` naming each object the tracker still sees alive.
///
/// Objects released by tasks that are finishing may need a moment, and on a machine shared
/// with other builds (or beside `swift test`'s CPU-bound suites) a moment can be seconds: the
/// assertion polls for up to `settle` before deciding. A passing test stops waiting as soon as
/// every object is gone, so only a real leak spends the whole default of 30 s (plain `swift test`
/// beside two other builds held a finishing task back for more than 10 s); a test that expects
/// a survivor passes a short `settle`.
public func assertNoLeaks(_ tracker: LeakTracker, settle: Duration = .seconds(30)) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: settle)
  while !tracker.survivors().isEmpty, clock.now < deadline {
    try await Task.sleep(for: .milliseconds(5))
  }
  let survivors = tracker.survivors()
  if !survivors.isEmpty { throw LeaksFound(survivors: survivors) }
}
