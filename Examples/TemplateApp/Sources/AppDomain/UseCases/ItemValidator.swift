import Foundation

/// A field of the item editor.
public enum ItemField: String, Hashable, Sendable, CaseIterable {
  case title, category, price
}

/// Why a field was refused; the editor shows each as a localized message under its field.
public enum ItemFieldError: Error, Hashable, Sendable {
  case titleEmpty
  case titleTooLong(maximum: Int)
  case categoryUnknown
  case priceMissing
  case priceNotANumber
  case priceNegative
  case priceTooManyDecimals
}

/// Every refused field of one draft, so the editor marks them all at once.
public struct ItemFieldErrors: Error, Hashable, Sendable {
  public var byField: [ItemField: ItemFieldError]

  public init(_ byField: [ItemField: ItemFieldError] = [:]) {
    self.byField = byField
  }

  public subscript(field: ItemField) -> ItemFieldError? {
    get { byField[field] }
    set { byField[field] = newValue }
  }

  public var isEmpty: Bool { byField.isEmpty }
}

/// Why saving an item failed: the input (every refused field at once) or the repository.
public enum ItemSaveError: Error, Hashable, Sendable {
  case invalid(ItemFieldErrors)
  case repository(RepositoryError)
}

/// The item rules of API.md, checked before anything is sent (seed 001: use cases validate).
public enum ItemValidator {
  /// The input for `draft`, or every field error found. The price is read in `locale`: its
  /// decimal separator (and ".", which every keyboard offers) separates the cents.
  public static func validate(
    _ draft: ItemDraft, locale: Locale
  ) -> Result<ItemInput, ItemFieldErrors> {
    var errors = ItemFieldErrors()
    let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
    if title.isEmpty {
      errors[.title] = .titleEmpty
    } else if title.count > Item.maximumTitleLength {
      errors[.title] = .titleTooLong(maximum: Item.maximumTitleLength)
    }
    if !Item.categories.contains(draft.category) { errors[.category] = .categoryUnknown }
    var price = Decimal.zero
    switch parsePrice(draft.priceText, locale: locale) {
    case .success(let value): price = value
    case .failure(let error): errors[.price] = error
    }
    guard errors.isEmpty else { return .failure(errors) }
    return .success(ItemInput(title: title, category: draft.category, price: price))
  }

  /// `text` as a price: digits, optionally a separator and one or two decimals.
  static func parsePrice(_ text: String, locale: Locale) -> Result<Decimal, ItemFieldError> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .failure(.priceMissing) }
    let separator = locale.decimalSeparator ?? "."
    let unsigned = trimmed.hasPrefix("-") ? String(trimmed.dropFirst()) : trimmed
    let normalized = separator == "." ? unsigned : unsigned.replacingOccurrences(of: separator, with: ".")
    let parts = normalized.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    guard isDigits(parts[0]), parts.count == 1 || isDigits(parts[1]),
      let value = Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX"))
    else { return .failure(.priceNotANumber) }
    if trimmed.hasPrefix("-"), value != .zero { return .failure(.priceNegative) }
    if parts.count == 2, parts[1].count > 2 { return .failure(.priceTooManyDecimals) }
    return .success(value)
  }
}
