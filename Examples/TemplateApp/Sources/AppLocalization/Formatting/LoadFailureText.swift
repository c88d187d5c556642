import AppDomain
import KeelDesign
import KeelLocalization

/// The screen that stands in for content a repository could not load (KeelDesign's
/// `ErrorView`): what went wrong in words the person can act on, and a retry unless retrying
/// cannot help. Every tab maps ``RepositoryError`` alike, so the mapping lives once, with the
/// `common.*` strings it reads; a feature overrides only what it can say better.
public struct LoadFailureText: Sendable {
  private let localizer: Localizer

  public init(localizer: Localizer = L10n.localizer) {
    self.localizer = localizer
  }

  /// The screen for `error`.
  /// - Parameters:
  ///   - notFound: the screen for ``RepositoryError/notFound`` when the feature knows what is
  ///     missing (Items: "this item no longer exists", nothing to retry); otherwise a not-found
  ///     failure reads as any other.
  ///   - otherMessage: the message for the failures the person cannot act on (a refused or
  ///     unreadable answer, and a not-found without its own screen) when the feature can name
  ///     what failed (Settings: "Couldn't load your profile."); otherwise `common.error.generic`.
  public func content(
    for error: RepositoryError, notFound: ErrorViewContent? = nil, otherMessage: String? = nil
  ) -> ErrorViewContent {
    let title = localizer.string("common.error.title")
    let retry = localizer.string("common.retry")
    let other = ErrorViewContent(
      title: title, message: otherMessage ?? localizer.string("common.error.generic"), retryLabel: retry)
    switch error {
    case .unavailable:
      return ErrorViewContent(
        title: title, message: localizer.string("common.error.connection"), symbol: ErrorViewContent.connectionSymbol,
        retryLabel: retry)
    case .rateLimited:
      return ErrorViewContent(title: title, message: localizer.string("common.error.busy"), retryLabel: retry)
    case .unauthorized:
      // The session is over: the root shows sign-in; a retry would fail the same way.
      return ErrorViewContent(title: title, message: localizer.string("common.error.signedOut"), retryLabel: nil)
    case .notFound:
      return notFound ?? other
    case .rejected, .invalidResponse:
      return other
    }
  }
}
