import AppDomain
import AppTestSupport
import Foundation
import PaywallFeature
import Testing

@Suite("PaywallPlanOrder")
struct PaywallPlanOrderTests {
  static func product(_ id: String, _ price: String) -> PurchaseProduct {
    PurchaseProduct(
      id: id, displayName: id, description: "", displayPrice: price, price: Decimal(string: price)!, kind: .monthly)
  }

  static let products = [product("b", "9.99"), product("a", "1.99"), product("c", "9.99"), product("d", "4.99")]

  @Test func eachOrderSortsByPriceAndKeepsTheStoresOrderForEqualPrices() {
    #expect(PaywallPlanOrder.lowestPriceFirst.arrange(Self.products).map(\.id) == ["a", "d", "b", "c"])
    #expect(PaywallPlanOrder.highestPriceFirst.arrange(Self.products).map(\.id) == ["b", "c", "d", "a"])
  }

  @Test func theVariantComesFromTheExperimentsAndAnUnknownOneIsTheControl() {
    let id = PaywallPlanOrder.experiment.id
    #expect(PaywallPlanOrder(experiments: FixedExperiments([id: "highest_price_first"])) == .highestPriceFirst)
    #expect(PaywallPlanOrder(experiments: FixedExperiments([id: "retired_variant"])) == .lowestPriceFirst)
    #expect(PaywallPlanOrder(experiments: ControlExperiments()) == .lowestPriceFirst)
  }

  @Test func theExperimentIsWellFormedWithEveryOrderAsAVariant() {
    #expect(PaywallPlanOrder.experiment.problem == nil)
    #expect(PaywallPlanOrder.experiment.variants.map(\.name) == PaywallPlanOrder.allCases.map(\.rawValue))
    #expect(PaywallPlanOrder.experiment.control == PaywallPlanOrder.lowestPriceFirst.rawValue)
  }
}
