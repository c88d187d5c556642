import AppDomain
import AppLocalization
import KeelDesign

/// The paywall's messages that depend on a value, in the person's language.
public struct PaywallText: Sendable {
  public init() {}

  /// In place of the offers when they could not be loaded: a retry, since the store may answer
  /// the next time (the restore button and the links stay below it).
  public func offersFailure(_ failure: PurchaseFailure) -> ErrorViewContent {
    switch failure {
    case .store:
      ErrorViewContent(
        title: L10n.paywall.error.products, message: L10n.common.error.connection,
        symbol: ErrorViewContent.connectionSymbol, retryLabel: L10n.common.retry)
    case .unverified, .productUnavailable, .notEntitling, .cancelled:
      ErrorViewContent(
        title: L10n.paywall.error.products, message: L10n.common.error.generic, retryLabel: L10n.common.retry)
    }
  }
}
