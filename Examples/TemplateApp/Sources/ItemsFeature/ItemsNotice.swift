/// A transient message the Items tab raises as a toast (DESIGN: errors shown to people). The
/// view models pass each to their coordinator, which shows it in the signed-in scope's
/// `ToastCenter`.
public enum ItemsNotice: Hashable, Sendable {
  /// A load failed while the last list stays on screen.
  case loadFailed
  /// The server refused to delete the item; it is back in the list.
  case deleteRefused(title: String)
  /// Saving failed for a reason the form cannot show (no connection, server error).
  case saveFailed
}
