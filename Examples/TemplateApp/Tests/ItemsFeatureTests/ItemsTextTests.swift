import AppDomain
import AppLocalization
import Foundation
import ItemsFeature
import KeelDesign
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

  @Test(arguments: [
    ("en", "Updating…", "Offline", "Couldn’t update", "Offline · last updated ", "Up to date · "),
    (
      "de", "Wird aktualisiert …", "Offline", "Aktualisierung fehlgeschlagen", "Offline · zuletzt aktualisiert ",
      "Aktuell · "
    ),
    (
      "es", "Actualizando…", "Sin conexión", "No se pudo actualizar", "Sin conexión · última actualización ",
      "Actualizado · "
    ),
  ])
  func theSyncLineSaysWhatTheListIsAndWhenItLastLoaded(
    language: String, syncing: String, offlineNever: String, failedNever: String, offline: String, upToDate: String
  ) {
    let text = Self.text(language)
    let loaded = Date(timeIntervalSince1970: 1_773_133_200)
    let time = DateTextFormatter(locale: AppStrings.localizer(preferredLanguages: [language]).locale).time(loaded)
    #expect(text.sync(.syncing(lastSuccess: loaded), now: loaded) == syncing)
    #expect(text.sync(.offline(lastSuccess: nil), now: loaded) == offlineNever)
    #expect(text.sync(.failed(lastSuccess: nil), now: loaded) == failedNever)
    #expect(text.sync(.offline(lastSuccess: loaded), now: loaded) == offline + time)
    #expect(text.sync(.upToDate(loaded), now: loaded.addingTimeInterval(60)) == upToDate + time)
  }

  // MARK: - Error and empty screens

  @Test(arguments: [("en", "Add Item"), ("de", "Artikel hinzufügen"), ("es", "Añadir artículo")])
  func theEmptyListOffersToAddTheFirstItem(language: String, add: String) {
    #expect(Self.text(language).emptyList.actionLabel == add)
  }

  // The mapping itself is LoadFailureText's (AppLocalizationTests); Items overrides one case.
  @Test(arguments: ["en", "de"])
  func aMissingItemSaysSoAndOffersNoRetry(language: String) {
    let localizer = AppStrings.localizer(preferredLanguages: [language])
    let text = ItemsText(localizer: localizer)
    #expect(text.loadFailure(.notFound) == text.missingItem)
    #expect(!text.missingItem.offersRetry)
    #expect(text.missingItem.message != LoadFailureText(localizer: localizer).content(for: .notFound).message)
    for error: RepositoryError in [.unauthorized, .unavailable("no route"), .invalidResponse("not JSON")] {
      #expect(text.loadFailure(error) == LoadFailureText(localizer: localizer).content(for: error), "\(error)")
    }
  }
}
