import Foundation

/// An item of the Items feature (seed 003's model rules: a Sendable, Codable value with a
/// `String` identifier and no business logic; totals live in ``ItemTotals``).
public struct Item: Identifiable, Hashable, Codable, Sendable {
  public let id: String
  public var title: String
  public var category: String
  public var price: Decimal

  public init(id: String, title: String, category: String, price: Decimal) {
    self.id = id
    self.title = title
    self.category = category
    self.price = price
  }
}
