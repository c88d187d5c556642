import AppDomain
import AppLocalization
import Foundation

/// A row of the list, ready to show.
public struct ItemRow: Identifiable, Hashable, Sendable {
  public let id: String
  public let title: String
  public let price: String
  public let isFavorite: Bool
}

/// One category's items and their total.
public struct ItemSection: Identifiable, Hashable, Sendable {
  /// The category key (the view shows its localized name).
  public let category: String
  public let rows: [ItemRow]
  public let total: String
  public var id: String { category }
}

/// The list's content: sections per category with totals (``ItemTotals``: Decimal, half-even,
/// two places) and the overall total, all formatted as currency.
public struct ItemsListing: Hashable, Sendable {
  public let sections: [ItemSection]
  public let overallTotal: String

  /// Sections in ``Item/categories`` order, then unknown categories by name; items keep the
  /// list's order within a section. Totals cover the items shown. A row is marked favorite
  /// when its id is in `favorites`.
  public init(items: [Item], formatter: PriceFormatter, favorites: Set<String> = []) {
    let totals = ItemTotals(items: items)
    let grouped = Dictionary(grouping: items, by: \.category)
    let order =
      Item.categories.filter { grouped[$0] != nil } + grouped.keys.filter { !Item.categories.contains($0) }.sorted()
    sections = order.map { category in
      ItemSection(
        category: category,
        rows: (grouped[category] ?? []).map {
          ItemRow(
            id: $0.id, title: $0.title, price: formatter.string($0.price), isFavorite: favorites.contains($0.id))
        },
        total: formatter.string(totals.perCategory[category] ?? .zero))
    }
    overallTotal = formatter.string(totals.overall)
  }
}
