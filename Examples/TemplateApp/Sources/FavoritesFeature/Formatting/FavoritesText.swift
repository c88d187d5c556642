import AppDomain
import AppLocalization
import KeelDesign
import KeelLocalization

/// The Favorites tab's messages that depend on a value, in the person's language. Plain texts
/// come from `L10n.favorites` directly in the views.
public struct FavoritesText: Sendable {
  private let localizer: Localizer

  public init(localizer: Localizer = L10n.localizer) {
    self.localizer = localizer
  }

  /// The toast for a notice.
  public func notice(_ notice: FavoritesNotice) -> String {
    switch notice {
    case .loadFailed: localizer.string("favorites.notice.failed")
    case .removed(let title): localizer.string("favorites.notice.removed", arguments: [title])
    }
  }

  // MARK: - Error and empty screens (KeelDesign's ErrorView and EmptyStateView)

  /// The list's screen when its first load failed: the app's shared mapping as it is.
  public func loadFailure(_ error: RepositoryError) -> ErrorViewContent {
    LoadFailureText(localizer: localizer).content(for: error)
  }

  /// The list's screen when nothing is starred: how to add a favorite, and a way to the items.
  public var emptyList: EmptyStateContent {
    EmptyStateContent(
      title: localizer.string("favorites.empty.title"), message: localizer.string("favorites.empty.message"),
      symbol: "star", actionLabel: localizer.string("favorites.browse"))
  }
}
