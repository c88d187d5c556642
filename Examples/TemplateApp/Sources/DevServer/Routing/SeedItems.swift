/// An item as the API sends it. Prices are decimal strings so no precision is lost in JSON.
public struct ItemBody: Codable, Sendable, Equatable {
  public let id: String
  public let title: String
  public let category: String
  public let price: String

  public init(id: String, title: String, category: String, price: String) {
    self.id = id
    self.title = title
    self.category = category
    self.price = price
  }
}

/// The items every user starts with, and the categories an item may have.
public enum SeedItems {
  /// The categories `POST /items` and `PUT /items/{id}` accept (the app's `Item.categories`).
  public static let categories = ["drinks", "pastries", "stationery"]

  public static let all: [ItemBody] = [
    ItemBody(id: "espresso", title: "Espresso", category: "drinks", price: "2.40"),
    ItemBody(id: "flat-white", title: "Flat white", category: "drinks", price: "3.60"),
    ItemBody(id: "green-tea", title: "Green tea", category: "drinks", price: "2.95"),
    ItemBody(id: "croissant", title: "Croissant", category: "pastries", price: "2.15"),
    ItemBody(id: "cinnamon-roll", title: "Cinnamon roll", category: "pastries", price: "3.25"),
    ItemBody(id: "notebook", title: "Notebook", category: "stationery", price: "7.99"),
  ]
}
