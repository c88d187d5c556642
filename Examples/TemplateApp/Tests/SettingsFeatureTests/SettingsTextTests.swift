import AppDomain
import AppLocalization
import Foundation
import KeelCore
import KeelDesign
import KeelLocalization
import Testing

@testable import SettingsFeature

@Suite struct SettingsTextTests {
  static func text(_ language: String) -> SettingsText {
    let localizer = AppStrings.localizer(preferredLanguages: [language])
    return SettingsText(localizer: { localizer })
  }

  static let info = AppVersionInfo(version: "1.4.0", build: "112", configuration: .production)

  @Test(arguments: [
    (
      "en", "Use at most 80 characters.", "4 test notifications are on their way, 5 seconds apart.",
      "Version 1.4.0 (112)"
    ),
    (
      "de", "Verwende höchstens 80 Zeichen.", "4 Testmitteilungen sind unterwegs, im Abstand von 5 Sekunden.",
      "Version 1.4.0 (112)"
    ),
    (
      "es", "Usa como máximo 80 caracteres.", "4 notificaciones de prueba en camino, cada 5 segundos.",
      "Versión 1.4.0 (112)"
    ),
  ])
  func messagesWithValuesAreWrittenForTheLanguage(language: String, tooLong: String, scheduled: String, version: String)
  {
    let text = Self.text(language)
    #expect(text.fieldError(.displayNameTooLong(maximum: 80)) == tooLong)
    #expect(text.notice(.testNotificationsScheduled(count: 4)) == scheduled)
    #expect(text.version(Self.info) == version)
  }

  @Test func languagesAreNamedInTheirOwnLanguageAndTheSystemChoiceInTheCurrentOne() {
    let german = Self.text("de")
    #expect(LanguageChoice.allCases.map(german.languageName) == ["Systemsprache", "English", "Deutsch", "Español"])
    #expect(Self.text("es").languageName(.system) == "Idioma del sistema")
  }

  @Test func knownThemesAreTranslatedAndOthersKeepTheirName() {
    let spanish = Self.text("es")
    #expect(Theme.builtIn.map(spanish.themeName) == ["Estándar", "Pétalo", "Alto contraste"])
    let standard = Theme.standard
    let custom = Theme(
      id: "brand", name: "Brand", colors: standard.colors, controlRadius: standard.controlRadius,
      cardRadius: standard.cardRadius, fontDesign: standard.fontDesign)
    #expect(spanish.themeName(custom) == "Brand")
    #expect(spanish.appearanceName(.dark) == "Oscuro")
    #expect(spanish.configurationName(.development) == "Desarrollo")
  }

  @Test func theLocalizerIsReadAtEveryCall() {
    let english = AppStrings.localizer(preferredLanguages: ["en"])
    let german = AppStrings.localizer(preferredLanguages: ["de"])
    let current = Locked(english)
    let text = SettingsText(localizer: { current.withLock { $0 } })
    #expect(text.notice(.profileSaved) == "Profile saved.")
    current.withLock { $0 = german }
    #expect(text.notice(.profileSaved) == "Profil gespeichert.")
  }

  @Test(arguments: [
    ("en", "Active", "Inactive", "That password is not right. Nothing was deleted.", "The server refused: locked"),
    (
      "de", "Aktiv", "Inaktiv", "Das Passwort stimmt nicht. Es wurde nichts gelöscht.",
      "Der Server hat abgelehnt: locked"
    ),
    (
      "es", "Activa", "Inactiva", "La contraseña no es correcta. No se ha eliminado nada.",
      "El servidor lo rechazó: locked"
    ),
  ])
  func theProfilesStatusAndDeleteAccountsProblemsAreWrittenForTheLanguage(
    language: String, active: String, inactive: String, wrongPassword: String, refused: String
  ) {
    let text = Self.text(language)
    #expect(text.accountStatus(isActive: true) == active)
    #expect(text.accountStatus(isActive: false) == inactive)
    #expect(text.deleteProblem(.wrongPassword) == wrongPassword)
    #expect(text.deleteProblem(.refused("locked")) == refused)
  }

  @Test func theJoinDateIsWrittenOutForTheLanguageAndMissingWhenTheServerDidNotSay() {
    // 2025-03-04 12:00 UTC: the same day in every time zone the machine may be in, but ±12 h.
    let profile = UserProfile(
      email: "a@example.org", displayName: "A", bio: "", joinDate: Date(timeIntervalSince1970: 1_741_089_600))
    #expect(Self.text("en").joinDate(of: profile)?.contains("March") == true)
    #expect(Self.text("de").joinDate(of: profile)?.contains("März 2025") == true)
    #expect(Self.text("es").joinDate(of: profile)?.contains("de marzo de 2025") == true)
    #expect(Self.text("en").joinDate(of: UserProfile(email: "a@example.org", displayName: "A", bio: "")) == nil)
  }

  // MARK: - Error and empty screens

  @Test(arguments: [
    ("en", "Couldn’t load your profile.", "Not Signed In"),
    ("de", "Dein Profil konnte nicht geladen werden.", "Nicht angemeldet"),
    ("es", "No se pudo cargar tu perfil.", "Sin sesión iniciada"),
  ])
  func theProfileScreensAreWrittenInThePersonsLanguage(language: String, loadFailed: String, signedOut: String) {
    let text = Self.text(language)
    #expect(text.profileSignedOut.title == signedOut)
    #expect(!text.profileSignedOut.offersAction)
    // The mapping itself is LoadFailureText's (AppLocalizationTests); the profile names itself
    // where the shared screen would only say "try again later".
    let shared = LoadFailureText(localizer: AppStrings.localizer(preferredLanguages: [language]))
    for error: RepositoryError in [.notFound, .rejected("x"), .invalidResponse("not JSON")] {
      #expect(text.profileLoadFailure(error).message == loadFailed, "\(error)")
      #expect(text.profileLoadFailure(error).offersRetry)
    }
    for error: RepositoryError in [.unauthorized, .unavailable("x"), .rateLimited(retryAfter: nil)] {
      #expect(text.profileLoadFailure(error) == shared.content(for: error), "\(error)")
    }
  }
}
