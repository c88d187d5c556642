import AppDomain

/// ``RemotePushOptOut`` for the Settings feature's tests (which cannot see the app's push
/// registration): counts each time the switch told it notifications went off, and how many
/// daily notifications were still pending then, read through `pending`.
@MainActor
public final class RecordingPushOptOut: RemotePushOptOut {
  /// The pending daily notifications at each call, in order.
  public private(set) var pendingAtEachCall: [Int] = []
  private let pending: @MainActor () async -> Int

  public init(pending: @escaping @MainActor () async -> Int = { 0 }) {
    self.pending = pending
  }

  public var turnedOffCount: Int { pendingAtEachCall.count }

  public func notificationsTurnedOff() async {
    pendingAtEachCall.append(await pending())
  }
}
