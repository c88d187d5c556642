import AppDomain
import AppLocalization
import Foundation
import ItemsFeature
import Testing

@Suite struct ItemsListingTests {
  static let items = [
    Item(id: "a", title: "Espresso", category: "drinks", price: Decimal(string: "2.40")!),
    Item(id: "b", title: "Urn", category: "drinks", price: Decimal(string: "1231.005")!),
    Item(id: "c", title: "Croissant", category: "pastries", price: Decimal(string: "2.15")!),
    Item(id: "d", title: "Mystery", category: "zzz", price: Decimal(string: "0.10")!),
  ]

  // Expected strings written out by hand (ICU's patterns: de and es put the symbol after a
  // no-break space; es does not group four-digit amounts).
  @Test(arguments: [
    ("en_US", "€1,233.40", "€2.15", "€2.40", "€1,235.66"),
    ("de_DE", "1.233,40\u{00A0}€", "2,15\u{00A0}€", "2,40\u{00A0}€", "1.235,66\u{00A0}€"),
    ("es_ES", "1233,40\u{00A0}€", "2,15\u{00A0}€", "2,40\u{00A0}€", "1235,66\u{00A0}€"),
  ])
  func totalsAreFormattedAsCurrencyForTheLocale(
    locale: String, drinks: String, pastries: String, espresso: String, overall: String
  ) {
    let listing = ItemsListing(items: Self.items, formatter: PriceFormatter(locale: Locale(identifier: locale)))
    #expect(listing.sections.prefix(2).map(\.total) == [drinks, pastries])
    #expect(listing.sections[0].rows[0].price == espresso)
    #expect(listing.overallTotal == overall)
  }

  @Test func sectionsFollowTheKnownCategoriesThenUnknownOnesKeepingListOrder() {
    let listing = ItemsListing(
      items: Self.items.reversed(), formatter: PriceFormatter(locale: Locale(identifier: "en_US")))
    #expect(listing.sections.map(\.category) == ["drinks", "pastries", "zzz"])
    #expect(listing.sections[0].rows.map(\.id) == ["b", "a"])
  }

  @Test func totalsRoundHalfEvenToCents() {
    // 1231.005 + 2.40 = 1233.405 → 1233.40 (half-even), not 1233.41.
    let listing = ItemsListing(
      items: Array(Self.items.prefix(2)), formatter: PriceFormatter(locale: Locale(identifier: "en_US")))
    #expect(listing.sections[0].total == "€1,233.40")
  }

  @Test func noItemsMeansNoSectionsAndAZeroTotal() {
    let listing = ItemsListing(items: [], formatter: PriceFormatter(locale: Locale(identifier: "de_DE")))
    #expect(listing.sections.isEmpty)
    #expect(listing.overallTotal == "0,00\u{00A0}€")
  }
}
