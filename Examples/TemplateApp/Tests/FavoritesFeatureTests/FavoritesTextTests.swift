import AppLocalization
import FavoritesFeature
import KeelDesign
import KeelLocalization
import Testing

@Suite struct FavoritesTextTests {
  static func text(_ language: String) -> FavoritesText {
    FavoritesText(localizer: AppStrings.localizer(preferredLanguages: [language]))
  }

  // Written out by hand, so a missing or swapped translation shows here.
  @Test(arguments: [
    ("en", "Couldn’t refresh your favorites. Showing the last list.", "“Tea” removed from favorites."),
    (
      "de", "Deine Favoriten konnten nicht aktualisiert werden. Die letzte Liste wird angezeigt.",
      "„Tea“ aus den Favoriten entfernt."
    ),
    ("es", "No se pudieron actualizar tus favoritos. Se muestra la última lista.", "«Tea» se quitó de favoritos."),
  ])
  func noticesAreWrittenInThePersonsLanguage(language: String, failed: String, removed: String) {
    let text = Self.text(language)
    #expect(text.notice(.loadFailed) == failed)
    #expect(text.notice(.removed(title: "Tea")) == removed)
  }

  // MARK: - Error and empty screens

  @Test(arguments: ["en", "de", "es"])
  func theEmptyListLeadsToTheItemsAndAFailedLoadOffersARetry(language: String) {
    let text = Self.text(language)
    let english = Self.text("en")
    #expect(text.emptyList.offersAction)
    #expect(text.emptyList.symbol == "star")
    #expect(text.loadFailure(.unavailable("offline")).offersRetry)
    #expect(!text.loadFailure(.unauthorized).offersRetry)
    if language != "en" {
      #expect(text.emptyList.title != english.emptyList.title, "\(language) shows the English title")
      #expect(text.loadFailure(.notFound).message != english.loadFailure(.notFound).message)
    }
  }

  @Test func anOfflineFailureSaysToCheckTheConnection() {
    let failure = Self.text("en").loadFailure(.unavailable("timed out"))
    #expect(failure.message == "Check your connection and try again.")
    #expect(failure.symbol == ErrorViewContent.connectionSymbol)
  }
}
