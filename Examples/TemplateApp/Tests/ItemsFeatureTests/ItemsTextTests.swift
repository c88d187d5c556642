import AppDomain
import AppLocalization
import ItemsFeature
import KeelLocalization
import Testing

@Suite struct ItemsTextTests {
  static func text(_ language: String) -> ItemsText {
    ItemsText(localizer: AppStrings.localizer(preferredLanguages: [language]))
  }

  @Test(arguments: [
    ("en", "Use at most 100 characters.", "Enter the price as a number, such as 2.40.", "“Tea” couldn’t be deleted."),
    (
      "de", "Verwende höchstens 100 Zeichen.", "Gib den Preis als Zahl ein, z. B. 2,40.",
      "„Tea“ konnte nicht gelöscht werden."
    ),
    (
      "es", "Usa como máximo 100 caracteres.", "Escribe el precio como número, por ejemplo 2,40.",
      "No se pudo eliminar «Tea»."
    ),
  ])
  func messagesWithValuesAreWrittenForTheLanguage(
    language: String, tooLong: String, notANumber: String, refused: String
  ) {
    let text = Self.text(language)
    #expect(text.fieldError(.titleTooLong(maximum: 100)) == tooLong)
    #expect(text.fieldError(.priceNotANumber) == notANumber)
    #expect(text.notice(.deleteRefused(title: "Tea")) == refused)
  }

  static let fieldErrors: [ItemFieldError] = [
    .titleEmpty, .titleTooLong(maximum: 100), .categoryUnknown, .priceMissing, .priceNotANumber, .priceNegative,
    .priceTooManyDecimals,
  ]

  @Test(arguments: ["en", "de", "es"])
  func everyMessageIsTranslatedAndDistinct(language: String) {
    let text = Self.text(language)
    let messages =
      Self.fieldErrors.map(text.fieldError)
      + [ItemsNotice.loadFailed, .saveFailed, .deleteRefused(title: "x")].map(text.notice)
      + Item.categories.map(text.categoryName) + [text.deleteConfirmation(title: "x"), text.noMatches("x")]
    #expect(messages.allSatisfy { !$0.hasPrefix("items.") })
    #expect(Set(messages).count == messages.count)
  }

  @Test func anUnknownCategoryIsShownAsSent() {
    #expect(Self.text("de").categoryName("toys") == "toys")
    #expect(Self.text("de").categoryName("pastries") == "Gebäck")
  }
}
