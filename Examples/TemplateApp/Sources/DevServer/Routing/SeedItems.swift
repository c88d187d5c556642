/// An item as the API sends it. Prices are decimal strings so no precision is lost in JSON.
struct ItemBody: Codable, Sendable, Equatable {
  let id: String
  let title: String
  let category: String
  let price: String
}

/// The items every server starts with.
enum SeedItems {
  static let all: [ItemBody] = [
    ItemBody(id: "espresso", title: "Espresso", category: "drinks", price: "2.40"),
    ItemBody(id: "flat-white", title: "Flat white", category: "drinks", price: "3.60"),
    ItemBody(id: "green-tea", title: "Green tea", category: "drinks", price: "2.95"),
    ItemBody(id: "croissant", title: "Croissant", category: "pastries", price: "2.15"),
    ItemBody(id: "cinnamon-roll", title: "Cinnamon roll", category: "pastries", price: "3.25"),
    ItemBody(id: "notebook", title: "Notebook", category: "stationery", price: "7.99"),
  ]
}
