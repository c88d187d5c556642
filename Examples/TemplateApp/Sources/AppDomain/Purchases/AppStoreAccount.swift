import Foundation
import KeelCore

/// The App Store's side of a person's purchases, for the mock build and the tests: what they
/// own, kept by the store and not by the app. Each launch's ``MockPurchasesManager`` learns it
/// afresh and asynchronously, as StoreKit's `Transaction.currentEntitlements` delivers it
/// (https://developer.apple.com/documentation/storekit/transaction/currententitlements): a
/// new process starts knowing nothing, so a launch that reads the entitlement before the
/// store answers sees no purchase.
///
/// With ``holdsAnswers`` the store keeps each answer until ``releaseAnswers()``, so a test can
/// look at the launch while the store has not answered yet.
public final class AppStoreAccount: Sendable {
  private struct State {
    /// Verified purchases made from this account, which the current entitlements list.
    var owned: [VerifiedTransaction] = []
    /// What a restore (`AppStore.sync()`) finds besides the owned purchases, and its failure.
    var restorable: [VerifiedTransaction] = []
    var restoreFailure: PurchaseFailure?
    var holdsAnswers: Bool
    var waiting: [CheckedContinuation<Void, Never>] = []
    var answers = 0
  }

  private let state: Locked<State>

  public init(holdsAnswers: Bool = false) {
    state = Locked(State(holdsAnswers: holdsAnswers))
  }

  /// The purchases the account owns, as the store last said of each.
  public var owned: [VerifiedTransaction] { state.withLock { $0.owned } }
  /// How many times a manager read the current entitlements.
  public var answers: Int { state.withLock { $0.answers } }
  /// Managers waiting for a held answer.
  public var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// A purchase the account now owns (a purchase, or one made on another device).
  public func own(_ transaction: VerifiedTransaction) {
    state.withLock { $0.owned.append(transaction) }
  }

  /// Replaces an owned transaction with the store's newer word on it (a refund or revocation
  /// sets its revocation date; Apple then leaves it out of the current entitlements).
  public func revise(_ transaction: StoreTransaction) {
    state.withLock { state in
      state.owned = state.owned.map { $0.transaction.id == transaction.id ? .verified(transaction) : $0 }
    }
  }

  /// What a restore finds besides the owned purchases (a restore failure when `failure` is set).
  public func setRestorable(_ transactions: [VerifiedTransaction], failure: PurchaseFailure? = nil) {
    state.withLock {
      $0.restorable = transactions
      $0.restoreFailure = failure
    }
  }

  /// Holds every later answer until ``releaseAnswers()``.
  public func holdAnswers() { state.withLock { $0.holdsAnswers = true } }

  /// Lets every held answer go.
  public func releaseAnswers() {
    let waiting = state.withLock { state in
      defer { state.waiting = [] }
      state.holdsAnswers = false
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  /// The current entitlements, as the store answers them: after a suspension (never in the
  /// caller's turn), and only once released when held.
  public func currentEntitlements() async -> [VerifiedTransaction] {
    await answer()
    return state.withLock { $0.owned }
  }

  /// What a restore finds: the owned purchases and the restorable ones, or its failure.
  public func sync() async throws(PurchaseFailure) -> [VerifiedTransaction] {
    await answer()
    let (found, failure) = state.withLock { ($0.owned + $0.restorable, $0.restoreFailure) }
    if let failure { throw failure }
    return found
  }

  private func answer() async {
    await Task.yield()
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        state.answers += 1
        if state.holdsAnswers { state.waiting.append(continuation) }
        return !state.holdsAnswers
      }
      if resumeNow { continuation.resume() }
    }
  }
}
