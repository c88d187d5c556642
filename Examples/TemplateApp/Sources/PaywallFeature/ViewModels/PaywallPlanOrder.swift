import AppDomain

/// The order the paywall lists its plans in: the template's one real experiment
/// (`paywall_plan_order`). Does leading with the plan that costs most up front (lifetime, then
/// yearly) sell more premium than leading with the cheapest way in (monthly)?
public enum PaywallPlanOrder: String, Sendable, Hashable, CaseIterable {
  /// The control: cheapest first, as the paywall has always listed them.
  case lowestPriceFirst = "lowest_price_first"
  case highestPriceFirst = "highest_price_first"

  /// Half of the people each, assigned per person by ``ExperimentAssignment``.
  public static let experiment = Experiment(
    id: "paywall_plan_order",
    variants: [.init(lowestPriceFirst.rawValue, weight: 50), .init(highestPriceFirst.rawValue, weight: 50)])

  /// The variant `experiments` assigns; an unknown variant name (an experiment changed
  /// elsewhere) is the control.
  public init(experiments: any ExperimentsManaging) {
    self = Self(rawValue: experiments.variant(of: Self.experiment)) ?? .lowestPriceFirst
  }

  /// `products` in this order; equal prices keep the store's order.
  public func arrange(_ products: [PurchaseProduct]) -> [PurchaseProduct] {
    let indexed = Array(products.enumerated())
    let sorted = indexed.sorted { left, right in
      if left.element.price == right.element.price { return left.offset < right.offset }
      return self == .lowestPriceFirst
        ? left.element.price < right.element.price : left.element.price > right.element.price
    }
    return sorted.map(\.element)
  }
}
