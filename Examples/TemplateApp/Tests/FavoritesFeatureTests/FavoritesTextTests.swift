import AppDomain
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
  func theEmptyListLeadsToTheItems(language: String) {
    let text = Self.text(language)
    #expect(text.emptyList.offersAction)
    #expect(text.emptyList.symbol == "star")
    if language != "en" {
      #expect(text.emptyList.title != Self.text("en").emptyList.title, "\(language) shows the English title")
    }
  }

  // The mapping itself is LoadFailureText's (AppLocalizationTests); Favorites overrides nothing.
  @Test(arguments: [RepositoryError.notFound, .unauthorized, .unavailable("offline"), .invalidResponse("x")])
  func aFailedLoadIsTheAppsSharedScreen(error: RepositoryError) {
    let localizer = AppStrings.localizer(preferredLanguages: ["de"])
    #expect(
      FavoritesText(localizer: localizer).loadFailure(error)
        == LoadFailureText(localizer: localizer).content(for: error))
  }
}
