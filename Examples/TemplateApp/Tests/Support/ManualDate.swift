import Foundation
import KeelCore

/// A wall clock that moves only when told, for token expiry.
public final class ManualDate: Sendable {
  private let storage: Locked<Date>

  public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    storage = Locked(start)
  }

  public var now: Date { storage.withLock { $0 } }

  public func advance(by seconds: TimeInterval) {
    storage.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
