import AppDomain
import KeelCore
import Observation

/// Seed 002's paywall: the products by price, one purchase or restore at a time, close when the
/// flag allows it, terms and privacy. Premium, however it arrives (a purchase, a restore, an
/// approval delivered later by the store), is reported once through ``Output/unlocked``.
@MainActor
@Observable
public final class PaywallViewModel {
  public struct Output {
    public var unlocked: @MainActor (PremiumEntitlement) -> Void
    public var closed: @MainActor () -> Void

    public init(
      unlocked: @escaping @MainActor (PremiumEntitlement) -> Void = { _ in },
      closed: @escaping @MainActor () -> Void = {}
    ) {
      self.unlocked = unlocked
      self.closed = closed
    }
  }

  public enum ProductsState: Sendable, Equatable {
    case loading
    case loaded([PurchaseProduct])
    /// Loading failed (or the store offered none of the catalog): a retry.
    case failed(PurchaseFailure)
  }

  /// A message about the last purchase or restore.
  public enum Notice: Sendable, Equatable {
    /// Waiting for approval; premium arrives by itself if it is given.
    case pending
    case purchaseFailed(PurchaseFailure)
    case restoreFailed(PurchaseFailure)
    /// The store has no purchase to restore for this Apple Account.
    case nothingToRestore
  }

  @ObservationIgnored public var output = Output()
  public private(set) var products = ProductsState.loading
  /// The product whose purchase is in flight.
  public private(set) var purchasing: String?
  public private(set) var isRestoring = false
  public private(set) var notice: Notice?
  /// Whether the person may close the paywall without buying (a feature flag).
  public let allowsClose: Bool
  public let links: PaywallLinks
  /// The order the plans are listed in (the `paywall_plan_order` experiment).
  public let planOrder: PaywallPlanOrder

  @ObservationIgnored private let purchases: any PurchasesManager
  @ObservationIgnored private let gate: PaywallGate
  @ObservationIgnored private let analytics: any AnalyticsManaging
  @ObservationIgnored private var hasUnlocked = false
  /// Whether the entitlement is being observed (from appear to disappear), so a second appear
  /// does not start a second observer.
  @ObservationIgnored private var isObserving = false
  // Cancelled on disappear and in deinit (seed 000's lifecycle); Locked so deinit can reach them.
  @ObservationIgnored private let tasks = Locked<[Task<Void, Never>]>([])

  public init(
    purchases: any PurchasesManager, gate: PaywallGate, allowsClose: Bool, links: PaywallLinks,
    analytics: any AnalyticsManaging = NoAnalytics(), experiments: any ExperimentsManaging = ControlExperiments()
  ) {
    self.analytics = analytics
    planOrder = PaywallPlanOrder(experiments: experiments)
    self.purchases = purchases
    self.gate = gate
    self.allowsClose = allowsClose
    self.links = links
  }

  deinit {
    tasks.withLock { tasks in tasks.forEach { $0.cancel() } }
  }

  /// Neither a purchase nor a restore is in flight.
  public var isIdle: Bool { purchasing == nil && !isRestoring }
  /// Whether Restore is drawn enabled: nothing in flight, or its own restore. While restoring, the
  /// loading DSButton shows its spinner and ignores taps itself; disabling it then would draw it
  /// plain disabled instead (disabled wins over loading).
  public var isRestoreButtonEnabled: Bool { isIdle || isRestoring }

  public func onAppear() {
    analytics.track(AnalyticsEvent("Paywall_Appear", properties: ["planOrder": planOrder.rawValue]))
    observeEntitlement()
    if case .loaded = products { return }
    loadProducts()
  }

  public func retry() {
    products = .loading
    loadProducts()
  }

  public func purchase(_ productID: String) {
    guard isIdle, !hasUnlocked else { return }
    purchasing = productID
    notice = nil
    run { [purchases] in
      let outcome = await purchases.purchase(productID: productID)
      return { viewModel in viewModel.finishPurchase(outcome) }
    }
  }

  public func restore() {
    guard isIdle, !hasUnlocked else { return }
    isRestoring = true
    notice = nil
    run { [purchases] in
      let result: Result<PremiumEntitlement, PurchaseFailure>
      do throws(PurchaseFailure) {
        result = .success(try await purchases.restore())
      } catch {
        result = .failure(error)
      }
      return { viewModel in viewModel.finishRestore(result) }
    }
  }

  public func close() {
    guard allowsClose else { return }
    gate.dismiss()
    output.closed()
  }

  /// The screen went away: requests in flight are abandoned (a purchase the store completes
  /// anyway arrives through the updates) and the observation stops.
  public func onDisappear() {
    let running = tasks.withLock { tasks in
      defer { tasks = [] }
      return tasks
    }
    running.forEach { $0.cancel() }
    isObserving = false
    purchasing = nil
    isRestoring = false
  }

  // MARK: - Private

  private func loadProducts() {
    run { [purchases, planOrder] in
      let state: ProductsState
      do throws(PurchaseFailure) {
        let products = try await purchases.products()
        state =
          products.isEmpty
          ? .failed(.productUnavailable("none of the catalog's products")) : .loaded(planOrder.arrange(products))
      } catch {
        state = .failed(error)
      }
      return { viewModel in viewModel.products = state }
    }
  }

  private func observeEntitlement() {
    guard !isObserving else { return }
    isObserving = true
    let stream = purchases.entitlement
    let task = Task { [weak self] in
      for await entitlement in stream.values {
        // A value the stream had buffered before the screen went away is not for this screen.
        guard !Task.isCancelled, let self else { return }
        self.gate.update(entitlement)
        if entitlement.isPremium { self.unlock(entitlement) }
      }
    }
    tasks.withLock { $0.append(task) }
  }

  /// Runs `work` off the view model's lifetime (held weakly) and applies its result unless the
  /// screen went away meanwhile.
  private func run(_ work: @escaping @Sendable () async -> @MainActor (PaywallViewModel) -> Void) {
    let task = Task { [weak self] in
      let apply = await work()
      guard !Task.isCancelled, let self else { return }
      apply(self)
    }
    tasks.withLock { $0.append(task) }
  }

  private func finishPurchase(_ outcome: PurchaseOutcome) {
    purchasing = nil
    switch outcome {
    case .purchased(let productID):
      if !hasUnlocked { analytics.track(.purchaseCompleted(productID: productID)) }
      unlock(.premium(productID: productID))
    case .cancelled: notice = nil
    case .pending: notice = .pending
    case .failed(let failure): notice = .purchaseFailed(failure)
    }
  }

  private func finishRestore(_ result: Result<PremiumEntitlement, PurchaseFailure>) {
    isRestoring = false
    switch result {
    case .success(let entitlement) where entitlement.isPremium:
      if !hasUnlocked { analytics.track(.purchaseRestored) }
      unlock(entitlement)
    case .success: notice = .nothingToRestore
    case .failure(.cancelled): notice = nil
    case .failure(let failure): notice = .restoreFailed(failure)
    }
  }

  private func unlock(_ entitlement: PremiumEntitlement) {
    guard !hasUnlocked else { return }
    hasUnlocked = true
    notice = nil
    gate.update(entitlement)
    output.unlocked(entitlement)
  }
}
