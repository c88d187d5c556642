import AppDomain
import Foundation
import KeelCore

/// A point fakes wait at until the test opens it, so a test can look at the app while calls
/// are in flight. Open from the start, it lets everything through.
public final class Latch: Sendable {
  private struct State {
    var isOpen: Bool
    var waiting: [CheckedContinuation<Void, Never>] = []
    var arrivals = 0
  }

  private let state: Locked<State>

  public init(open: Bool = false) {
    state = Locked(State(isOpen: open))
  }

  /// How many callers reached the latch (waiting or let through).
  public var arrivals: Int { state.withLock { $0.arrivals } }

  public func wait() async {
    await withCheckedContinuation { continuation in
      let passes = state.withLock { state in
        state.arrivals += 1
        if !state.isOpen { state.waiting.append(continuation) }
        return state.isOpen
      }
      if passes { continuation.resume() }
    }
  }

  public func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

/// A status service that answers `result` once `latch` opens, counting its calls.
public final class FakeStatusService: AppStatusServiceProtocol {
  public let result: StatusResult
  public let latch: Latch

  public init(_ result: StatusResult, latch: Latch = Latch(open: true)) {
    self.result = result
    self.latch = latch
  }

  public var calls: Int { latch.arrivals }

  public func loadStatus() async -> StatusResult {
    await latch.wait()
    return result
  }
}

/// A session manager that restores to `outcome` once `latch` opens and counts sign-outs.
public final class FakeSessionManager: SessionManaging {
  public let outcome: SessionRestoreOutcome
  public let latch: Latch
  private let signOutCount = Locked(0)

  public init(restoring outcome: SessionRestoreOutcome, latch: Latch = Latch(open: true)) {
    self.outcome = outcome
    self.latch = latch
  }

  public var restores: Int { latch.arrivals }
  public var signOuts: Int { signOutCount.withLock { $0 } }

  public func start(_ tokens: SessionTokens) async {}

  public func restore() async -> SessionRestoreOutcome {
    await latch.wait()
    return outcome
  }

  public func signOut() async { signOutCount.withLock { $0 += 1 } }
}

/// The launch analytics call (`addObject`), answering `acknowledged` once `latch` opens.
public final class FakeLaunchAnalytics: AnalyticsRepositoryProtocol {
  public let acknowledged: Bool
  public let latch: Latch

  public init(acknowledged: Bool = true, latch: Latch = Latch(open: true)) {
    self.acknowledged = acknowledged
    self.latch = latch
  }

  public var calls: Int { latch.arrivals }

  public func addObject() async -> Bool {
    await latch.wait()
    return acknowledged
  }
}

extension MockPurchasesManager {
  /// A launch's purchases manager, started as the composition root starts it, over an account
  /// that owns a lifetime purchase (`premium`) or nothing. Its first answer comes asynchronously,
  /// as StoreKit's does, and waits while `account` holds its answers.
  public static func launched(premium: Bool, account: AppStoreAccount = AppStoreAccount()) -> MockPurchasesManager {
    let manager = MockPurchasesManager(account: account)
    if premium { account.own(.verified(manager.transaction(for: PremiumCatalog.lifetime))) }
    Task { await manager.start() }
    return manager
  }
}

extension StoreTransaction {
  /// This transaction as the store's updates deliver it once Apple refunded it.
  public var refunded: StoreTransaction {
    StoreTransaction(
      id: id, productID: productID, purchaseDate: purchaseDate, expirationDate: expirationDate,
      revocationDate: purchaseDate, isUpgraded: isUpgraded)
  }
}
