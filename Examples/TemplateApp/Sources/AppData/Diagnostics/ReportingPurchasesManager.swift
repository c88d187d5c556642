import AppDomain
import KeelCore

/// The purchases manager as the paywall uses it, with every failure but the person's own
/// cancellation sent to the crash reporter: a purchase, a restore or the product list that
/// fails costs revenue, so each one is worth a report.
public struct ReportingPurchasesManager: PurchasesManager {
  private let base: any PurchasesManager
  private let reporter: any CrashReporting

  public init(_ base: any PurchasesManager, reporter: any CrashReporting) {
    self.base = base
    self.reporter = reporter
  }

  public var entitlement: CurrentValueStream<PremiumEntitlement> { base.entitlement }

  public func loadedEntitlement() async -> PremiumEntitlement? { await base.loadedEntitlement() }

  public func start() async { await base.start() }

  public func products() async throws(PurchaseFailure) -> [PurchaseProduct] {
    do {
      return try await base.products()
    } catch {
      report(error, "purchases.products")
      throw error
    }
  }

  public func purchase(productID: String) async -> PurchaseOutcome {
    let outcome = await base.purchase(productID: productID)
    if case .failed(let failure) = outcome { report(failure, "purchases.purchase", ["product": productID]) }
    return outcome
  }

  public func restore() async throws(PurchaseFailure) -> PremiumEntitlement {
    do {
      return try await base.restore()
    } catch {
      report(error, "purchases.restore")
      throw error
    }
  }

  private func report(_ failure: PurchaseFailure, _ operation: String, _ context: [String: String] = [:]) {
    guard failure != .cancelled else { return }
    reporter.recordNonFatal(failure, context: context.merging(["where": operation]) { old, _ in old })
  }
}
