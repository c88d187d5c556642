import AppDomain
import AppLocalization
import KeelDesign
import Testing

@Suite struct LoadFailureTextTests {
  /// One language's expected texts, written out by hand so a missing or swapped translation
  /// shows here.
  struct Expected: Sendable, CustomTestStringConvertible {
    let language: String
    let title: String
    let retry: String
    let connection: String
    let busy: String
    let signedOut: String
    let generic: String

    var testDescription: String { language }
  }

  static let languages = [
    Expected(
      language: "en", title: "Something Went Wrong", retry: "Try Again",
      connection: "Check your connection and try again.", busy: "The server is busy. Wait a moment and try again.",
      signedOut: "Your session ended. Sign in again to continue.", generic: "Please try again later."),
    Expected(
      language: "de", title: "Etwas ist schiefgelaufen", retry: "Erneut versuchen",
      connection: "Prüfe deine Verbindung und versuche es erneut.",
      busy: "Der Server ist ausgelastet. Warte einen Moment und versuche es erneut.",
      signedOut: "Deine Sitzung ist abgelaufen. Melde dich erneut an, um fortzufahren.",
      generic: "Bitte versuche es später erneut."),
  ]

  static func text(_ language: String) -> LoadFailureText {
    LoadFailureText(localizer: AppStrings.localizer(preferredLanguages: [language]))
  }

  // MARK: - Each RepositoryError

  @Test(arguments: languages)
  func noConnectionSaysToCheckItAndOffersARetry(expected: Expected) {
    let content = Self.text(expected.language).content(for: .unavailable("timed out"))
    #expect(
      content
        == ErrorViewContent(
          title: expected.title, message: expected.connection, symbol: ErrorViewContent.connectionSymbol,
          retryLabel: expected.retry))
  }

  @Test(arguments: languages)
  func aBusyServerSaysToWaitAndOffersARetry(expected: Expected) {
    let content = Self.text(expected.language).content(for: .rateLimited(retryAfter: .seconds(3)))
    #expect(content == ErrorViewContent(title: expected.title, message: expected.busy, retryLabel: expected.retry))
    #expect(content.symbol == ErrorViewContent.defaultSymbol)
  }

  @Test(arguments: languages)
  func anEndedSessionSaysToSignInAndOffersNoRetry(expected: Expected) {
    let content = Self.text(expected.language).content(for: .unauthorized)
    #expect(content == ErrorViewContent(title: expected.title, message: expected.signedOut, retryLabel: nil))
    #expect(!content.offersRetry)
  }

  @Test(arguments: languages)
  func whatThePersonCannotFixSaysToTryLater(expected: Expected) {
    let text = Self.text(expected.language)
    let later = ErrorViewContent(title: expected.title, message: expected.generic, retryLabel: expected.retry)
    #expect(text.content(for: .notFound) == later)
    #expect(text.content(for: .rejected("title is empty")) == later)
    #expect(text.content(for: .invalidResponse("not JSON")) == later)
  }

  // MARK: - A feature's overrides

  @Test(arguments: languages)
  func aFeaturesNotFoundScreenReplacesOnlyNotFound(expected: Expected) {
    let text = Self.text(expected.language)
    let missing = ErrorViewContent(title: expected.title, message: "Gone", symbol: "questionmark", retryLabel: nil)
    #expect(text.content(for: .notFound, notFound: missing) == missing)
    #expect(text.content(for: .rejected("x"), notFound: missing).message == expected.generic)
    #expect(text.content(for: .unavailable("x"), notFound: missing) == text.content(for: .unavailable("x")))
  }

  @Test(arguments: languages)
  func aFeaturesMessageReplacesOnlyTryLater(expected: Expected) {
    let text = Self.text(expected.language)
    let named = "The profile did not load."
    for error: RepositoryError in [.notFound, .rejected("x"), .invalidResponse("x")] {
      #expect(
        text.content(for: error, otherMessage: named)
          == ErrorViewContent(title: expected.title, message: named, retryLabel: expected.retry), "\(error)")
    }
    for error: RepositoryError in [.unavailable("x"), .rateLimited(retryAfter: nil), .unauthorized] {
      #expect(text.content(for: error, otherMessage: named) == text.content(for: error), "\(error)")
    }
  }
}
