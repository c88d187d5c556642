import Foundation

/// What a person typed into the item editor, before validation: the price is text in their
/// locale ("2,40" in German), so a half-typed or foreign number is a field error, not a crash.
public struct ItemDraft: Hashable, Sendable {
  public var title: String
  public var category: String
  public var priceText: String

  public init(title: String = "", category: String = Item.categories[0], priceText: String = "") {
    self.title = title
    self.category = category
    self.priceText = priceText
  }
}

/// A validated item to send: title trimmed (1–100 characters), a known category, a price ≥ 0
/// with at most two decimals (API.md's rules for `POST /items` and `PUT /items/{id}`).
public struct ItemInput: Hashable, Sendable {
  public let title: String
  public let category: String
  public let price: Decimal

  /// Only ``ItemValidator`` makes one, so every `ItemInput` obeys the rules.
  init(title: String, category: String, price: Decimal) {
    self.title = title
    self.category = category
    self.price = price
  }
}

extension Item {
  /// The categories the API accepts, in the order the list shows its sections.
  public static let categories = ["drinks", "pastries", "stationery"]
  /// The longest title the API accepts, counted in characters after trimming.
  public static let maximumTitleLength = 100
}
