import Foundation

/// Totals of item prices per category and overall (seed 003's pure formulas).
///
/// Sums are exact in `Decimal`; each total is then rounded half-even ("banker's rounding") to
/// two places, so rounding errors do not drift in one direction across many categories.
/// The overall total is the rounded sum of the exact prices, not the sum of rounded
/// category totals.
public struct ItemTotals: Equatable, Sendable {
  public let perCategory: [String: Decimal]
  public let overall: Decimal

  public init(items: [Item]) {
    var sums: [String: Decimal] = [:]
    var overall = Decimal.zero
    for item in items {
      sums[item.category, default: .zero] += item.price
      overall += item.price
    }
    perCategory = sums.mapValues(Self.roundedToCents)
    self.overall = Self.roundedToCents(overall)
  }

  /// `value` rounded half-even to two decimal places.
  public static func roundedToCents(_ value: Decimal) -> Decimal {
    var input = value
    var result = Decimal()
    NSDecimalRound(&result, &input, 2, .bankers)
    return result
  }
}
