import AppLocalization
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
}
