import AppDomain
import Foundation
import ItemsFeature
import Testing

@Suite struct ItemsFilterTests {
  static let items = [
    Item(id: "cafe", title: "Café crème", category: "drinks", price: 3),
    Item(id: "tea", title: "Green tea", category: "drinks", price: 2),
    Item(id: "roll", title: "Cinnamon roll", category: "pastries", price: 3),
  ]

  @Test(arguments: [
    ("", ["cafe", "tea", "roll"]),
    ("   ", ["cafe", "tea", "roll"]),
    ("cafe", ["cafe"]),
    ("CRÈME", ["cafe"]),
    ("drinks", ["cafe", "tea"]),
    ("tea drinks", ["tea"]),
    ("tea pastries", []),
    ("ROLL", ["roll"]),
  ])
  func matchesEveryWordInTitleOrCategoryIgnoringCaseAndAccents(query: String, expected: [String]) {
    #expect(ItemsFilter.apply(query, to: Self.items, locale: Locale(identifier: "en_US")).map(\.id) == expected)
  }
}
