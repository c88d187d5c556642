#if canImport(StoreKit)
  import AppDomain
  import Foundation
  import KeelCore
  import Logging
  import StoreKit

  /// ``PurchasesManager`` over StoreKit 2. It only adapts: StoreKit's products, results and
  /// transactions are copied into AppDomain's platform-neutral types, and every decision
  /// (verified or not, which product grants what, expired or revoked) is the
  /// ``PurchaseLedger``'s, tested on Linux through the same types. Every transaction it handles
  /// is finished after the ledger has decided it, unverified ones included (they grant nothing,
  /// and an unfinished transaction is delivered again at every launch).
  public final class StoreKitPurchasesManager: PurchasesManager {
    public let ledger: PurchaseLedger
    private let logger: Logger
    private let listener = Locked<Task<Void, Never>?>(nil)
    /// The store's products from the last load, so a purchase needs no second round trip.
    private let loaded = Locked<[String: Product]>([:])

    public init(catalog: PremiumCatalog = .template, logger: Logger = KeelLogging.logger("purchases")) {
      ledger = PurchaseLedger(catalog: catalog)
      self.logger = logger
    }

    deinit {
      listener.withLock { $0?.cancel() }
    }

    public var entitlement: CurrentValueStream<PremiumEntitlement> { ledger.entitlement }

    public func loadedEntitlement() async -> PremiumEntitlement? { await ledger.loadedEntitlement() }

    /// At launch: listens to `Transaction.updates` for the app's lifetime, handles what was left
    /// unfinished, then reads the current entitlements.
    public func start() async {
      let task = Task.detached(priority: .utility) { [ledger] in
        for await update in Transaction.updates {
          await Self.handle(update, ledger: ledger)
        }
      }
      let previous = listener.withLock { listener in
        defer { listener = task }
        return listener
      }
      previous?.cancel()
      for await unfinished in Transaction.unfinished {
        await Self.handle(unfinished, ledger: ledger)
      }
      ledger.replaceAll(with: await Self.currentEntitlements())
    }

    public func products() async throws(PurchaseFailure) -> [PurchaseProduct] {
      let products: [Product]
      do {
        products = try await Product.products(for: ledger.catalog.productIDs)
      } catch {
        throw .store(String(describing: error))
      }
      loaded.withLock { loaded in
        for product in products { loaded[product.id] = product }
      }
      let listings = products.map(Self.listing)
      let missing = ledger.catalog.missing(from: listings)
      if !missing.isEmpty {
        logger.warning("the store does not list every product", metadata: ["missing": "\(missing)"])
      }
      return ledger.catalog.offer(listings)
    }

    public func purchase(productID: String) async -> PurchaseOutcome {
      guard let product = await product(productID) else { return .failed(.productUnavailable(productID)) }
      let result: Product.PurchaseResult
      do {
        result = try await product.purchase()
      } catch StoreKitError.userCancelled {
        return .cancelled
      } catch {
        return .failed(.store(String(describing: error)))
      }
      switch result {
      case .success(let verification):
        let outcome = ledger.outcome(of: .success(Self.verified(verification)))
        await Self.transaction(in: verification).finish()
        return outcome
      case .userCancelled:
        return ledger.outcome(of: .userCancelled)
      case .pending:
        return ledger.outcome(of: .pending)
      @unknown default:
        return .failed(.store("StoreKit returned a purchase result this app does not know"))
      }
    }

    /// Syncs with the App Store (it may ask the person to sign in), then replaces the app's view
    /// with `Transaction.currentEntitlements`.
    public func restore() async throws(PurchaseFailure) -> PremiumEntitlement {
      do {
        try await AppStore.sync()
      } catch StoreKitError.userCancelled {
        throw .cancelled
      } catch {
        throw .store(String(describing: error))
      }
      return ledger.replaceAll(with: await Self.currentEntitlements())
    }

    // MARK: - Adapting StoreKit's types

    private func product(_ productID: String) async -> Product? {
      if let product = loaded.withLock({ $0[productID] }) { return product }
      guard let product = try? await Product.products(for: [productID]).first else { return nil }
      loaded.withLock { $0[productID] = product }
      return product
    }

    private static func handle(_ result: VerificationResult<Transaction>, ledger: PurchaseLedger) async {
      let decision = ledger.handle(verified(result))
      if decision.finishesTransaction { await transaction(in: result).finish() }
    }

    private static func currentEntitlements() async -> [VerifiedTransaction] {
      var current: [VerifiedTransaction] = []
      for await entitlement in Transaction.currentEntitlements {
        current.append(verified(entitlement))
      }
      return current
    }

    private static func verified(_ result: VerificationResult<Transaction>) -> VerifiedTransaction {
      switch result {
      case .verified(let transaction): .verified(snapshot(transaction))
      case .unverified(let transaction, let error): .unverified(snapshot(transaction), reason: "\(error)")
      }
    }

    private static func transaction(in result: VerificationResult<Transaction>) -> Transaction {
      switch result {
      case .verified(let transaction), .unverified(let transaction, _): transaction
      }
    }

    private static func snapshot(_ transaction: Transaction) -> StoreTransaction {
      StoreTransaction(
        id: transaction.id, productID: transaction.productID, purchaseDate: transaction.purchaseDate,
        expirationDate: transaction.expirationDate, revocationDate: transaction.revocationDate,
        isUpgraded: transaction.isUpgraded)
    }

    private static func listing(_ product: Product) -> StoreProductListing {
      StoreProductListing(
        id: product.id, displayName: product.displayName, description: product.description,
        displayPrice: product.displayPrice, price: product.price)
    }
  }
#endif
