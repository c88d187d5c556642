import AppDomain
import AppLocalization
import Foundation
import KeelDesign
import KeelLocalization

/// The Items tab's messages that depend on a value (a field error, a notice, a category), in
/// the person's language. Plain texts come from `L10n.items` directly in the views.
public struct ItemsText: Sendable {
  private let localizer: Localizer

  public init(localizer: Localizer = L10n.localizer) {
    self.localizer = localizer
  }

  /// The message under a refused field of the editor.
  public func fieldError(_ error: ItemFieldError) -> String {
    switch error {
    case .titleEmpty: localizer.string("items.error.noTitle")
    case .titleTooLong(let maximum): localizer.string("items.error.titleLength", arguments: [maximum])
    case .categoryUnknown: localizer.string("items.error.category")
    case .priceMissing: localizer.string("items.error.noPrice")
    case .priceNotANumber:
      // The example is written as the person types prices: "2.40" or "2,40".
      localizer.string(
        "items.error.notNumber",
        arguments: [PriceFormatter(locale: localizer.locale).editableText(Decimal(string: "2.40") ?? 0)])
    case .priceNegative: localizer.string("items.error.negative")
    case .priceTooManyDecimals: localizer.string("items.error.decimals")
    }
  }

  /// The toast for a notice.
  public func notice(_ notice: ItemsNotice) -> String {
    switch notice {
    case .loadFailed: localizer.string("items.notice.loadFailed")
    case .deleteRefused(let title): localizer.string("items.notice.deleteRefused", arguments: [title])
    case .saveFailed: localizer.string("items.notice.saveFailed")
    }
  }

  /// A category's name; a category the app does not know yet is shown as the server sent it.
  public func categoryName(_ category: String) -> String {
    guard Item.categories.contains(category) else { return category }
    return localizer.string("items.category.\(category)")
  }

  /// The question before a delete.
  public func deleteConfirmation(title: String) -> String {
    localizer.string("items.delete.confirm", arguments: [title])
  }

  /// The sync indicator's line: what the list on screen is, and when it last came from the
  /// server (its time today, its day and time before), in the person's locale.
  public func sync(_ status: SyncStatus, now: Date = Date()) -> String {
    let dates = DateTextFormatter(locale: localizer.locale)
    let when = status.lastSuccess.map { dates.moment($0, now: now) }
    switch status {
    case .syncing: return localizer.string("items.sync.syncing")
    case .upToDate: return localizer.string("items.sync.upToDate", arguments: [when ?? ""])
    case .offline:
      guard let when else { return localizer.string("items.sync.offlineNever") }
      return localizer.string("items.sync.offline", arguments: [when])
    case .failed:
      guard let when else { return localizer.string("items.sync.failedNever") }
      return localizer.string("items.sync.failed", arguments: [when])
    }
  }

  /// The list's message when the filter matches nothing.
  public func noMatches(_ query: String) -> String {
    localizer.string("items.noMatches", arguments: [query])
  }

  // MARK: - Error and empty screens (KeelDesign's ErrorView and EmptyStateView)

  /// The list's, the detail's and the editor's screen when loading failed: the app's shared
  /// mapping, but a missing item says so and offers no retry.
  public func loadFailure(_ error: RepositoryError) -> ErrorViewContent {
    LoadFailureText(localizer: localizer).content(for: error, notFound: missingItem)
  }

  /// The detail's and the editor's screen when the item no longer exists: nothing to retry.
  public var missingItem: ErrorViewContent {
    ErrorViewContent(
      title: localizer.string("common.error.title"), message: localizer.string("items.missing"), symbol: "questionmark",
      retryLabel: nil)
  }

  /// The list's screen when the person has no items, with the button that adds the first.
  public var emptyList: EmptyStateContent {
    EmptyStateContent(
      title: localizer.string("items.empty.title"), message: localizer.string("items.empty.message"),
      symbol: "tray", actionLabel: localizer.string("items.add"))
  }
}
