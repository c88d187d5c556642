import Foundation

/// Writes prices and totals as currency for the person's locale ("€8.15" in en_US, "8,15 €" in
/// de_DE). The currency is the API's, not the locale's: a German in the US still pays euros.
/// Every tab that shows prices (Items, Favorites) writes them alike, so it lives with the
/// app's strings rather than in one feature.
public struct PriceFormatter: Sendable {
  public let locale: Locale
  public let currencyCode: String

  /// Prices from the API are in euros (API.md).
  public init(locale: Locale = .current, currencyCode: String = "EUR") {
    self.locale = locale
    self.currencyCode = currencyCode
  }

  public func string(_ value: Decimal) -> String {
    value.formatted(.currency(code: currencyCode).locale(locale))
  }

  /// `value` as the editor's text field shows it: the locale's decimal separator, two places,
  /// no grouping and no symbol, so saving it unchanged passes validation.
  public func editableText(_ value: Decimal) -> String {
    value.formatted(.number.precision(.fractionLength(2)).grouping(.never).locale(locale))
  }
}
