import AppDomain
import Foundation
import Testing

@Suite struct ItemValidatorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let title: String
    let category: String
    let price: String
    let locale: String
    let errors: [ItemField: ItemFieldError]
    var testDescription: String { "'\(title)' \(category) '\(price)' in \(locale)" }
  }

  static let invalid: [Case] = [
    .init(title: "  \n ", category: "drinks", price: "1", locale: "en_US", errors: [.title: .titleEmpty]),
    .init(
      title: String(repeating: "a", count: 101), category: "drinks", price: "1", locale: "en_US",
      errors: [.title: .titleTooLong(maximum: 100)]),
    .init(title: "Tea", category: "toys", price: "1", locale: "en_US", errors: [.category: .categoryUnknown]),
    .init(title: "Tea", category: "drinks", price: " ", locale: "en_US", errors: [.price: .priceMissing]),
    .init(title: "Tea", category: "drinks", price: "abc", locale: "en_US", errors: [.price: .priceNotANumber]),
    .init(title: "Tea", category: "drinks", price: "1e3", locale: "en_US", errors: [.price: .priceNotANumber]),
    .init(title: "Tea", category: "drinks", price: "1.", locale: "en_US", errors: [.price: .priceNotANumber]),
    .init(title: "Tea", category: "drinks", price: "-2", locale: "en_US", errors: [.price: .priceNegative]),
    .init(title: "Tea", category: "drinks", price: "1.999", locale: "en_US", errors: [.price: .priceTooManyDecimals]),
    .init(title: "Tea", category: "drinks", price: "1,5", locale: "en_US", errors: [.price: .priceNotANumber]),
    .init(
      title: "", category: "", price: "x", locale: "de_DE",
      errors: [.title: .titleEmpty, .category: .categoryUnknown, .price: .priceNotANumber]),
  ]

  @Test(arguments: invalid)
  func everyBrokenRuleIsReportedOnItsField(_ invalid: Case) {
    let draft = ItemDraft(title: invalid.title, category: invalid.category, priceText: invalid.price)
    #expect(
      ItemValidator.validate(draft, locale: Locale(identifier: invalid.locale))
        == .failure(ItemFieldErrors(invalid.errors)))
  }

  @Test(arguments: [
    ("2.40", "en_US", "2.4"), ("2,40", "de_DE", "2.4"), ("2.5", "de_DE", "2.5"), ("0", "es_ES", "0"),
    ("12,05", "es_ES", "12.05"), ("-0", "en_US", "0"),
  ])
  func aPriceIsReadInThePersonsLocale(text: String, locale: String, expected: String) throws {
    let draft = ItemDraft(title: "Tea", category: "drinks", priceText: text)
    let input = try ItemValidator.validate(draft, locale: Locale(identifier: locale)).get()
    #expect(input.price == Decimal(string: expected))
  }

  @Test func theTitleIsTrimmedAndMayBeExactly100Characters() throws {
    let title = String(repeating: "ü", count: 100)
    let draft = ItemDraft(title: "  \(title)\n", category: "stationery", priceText: "7.99")
    let input = try ItemValidator.validate(draft, locale: Locale(identifier: "en_US")).get()
    #expect(input.title == title)
    #expect(input.category == "stationery")
  }
}
