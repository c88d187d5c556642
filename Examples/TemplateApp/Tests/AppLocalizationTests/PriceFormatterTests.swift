import AppLocalization
import Foundation
import Testing

@Suite struct PriceFormatterTests {
  @Test(arguments: [("en_US", "1234.50"), ("de_DE", "1234,50"), ("es_ES", "1234,50")])
  func editableTextHasTheLocalesSeparatorAndNoGrouping(locale: String, expected: String) {
    #expect(PriceFormatter(locale: Locale(identifier: locale)).editableText(Decimal(string: "1234.5")!) == expected)
  }

  @Test func theCurrencyIsTheAPIsNotTheLocales() {
    #expect(PriceFormatter(locale: Locale(identifier: "en_US")).string(2) == "€2.00")
    #expect(PriceFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD").string(2) == "$2.00")
  }
}
