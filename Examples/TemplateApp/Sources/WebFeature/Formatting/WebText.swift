import AppLocalization
import KeelDesign

/// The web view's messages that depend on a value, in the person's language.
public struct WebText: Sendable {
  public init() {}

  /// The screen over the page when it could not be loaded: offline or not, always with a retry
  /// (the page may load the next time).
  public func loadFailure(_ failure: WebLoadFailure) -> ErrorViewContent {
    failure.isOffline
      ? ErrorViewContent(
        title: L10n.web.error.title, message: L10n.web.error.offline, symbol: ErrorViewContent.connectionSymbol,
        retryLabel: L10n.common.retry)
      : ErrorViewContent(title: L10n.web.error.title, message: L10n.common.error.generic, retryLabel: L10n.common.retry)
  }
}
