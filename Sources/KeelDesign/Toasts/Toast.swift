/// A short message shown over the screen for a few seconds (DESIGN: transient failures raise a
/// toast). The text is already in the person's language; the kit never localizes it.
public struct Toast: Identifiable, Hashable, Sendable {
  /// Unique per ``ToastCenter``: two toasts with the same text are still two toasts, so a tap on
  /// one that is already gone cannot dismiss the next.
  public let id: Int
  /// The text shown, already localized.
  public let message: String
  /// Information or error; decides colours and symbol.
  public let style: ToastStyle

  /// A toast with the center-assigned `id` (a tap dismisses only the toast it was made for).
  public init(id: Int, message: String, style: ToastStyle) {
    self.id = id
    self.message = message
    self.style = style
  }
}

/// What a toast reports; it chooses the toast's colours (``DSToastStyle``).
public enum ToastStyle: String, CaseIterable, Hashable, Sendable {
  /// Something the person may want to know (a change made elsewhere, a confirmation).
  case info
  /// Something that failed while the screen kept what it had (a refresh, a delete put back).
  case error
}
