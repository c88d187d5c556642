/// A short message shown over the screen for a few seconds (DESIGN: transient failures raise a
/// toast). The text is already in the person's language; the kit never localizes it.
public struct Toast: Identifiable, Hashable, Sendable {
  /// Unique per ``ToastCenter``: two toasts with the same text are still two toasts, so a tap on
  /// one that is already gone cannot dismiss the next.
  public let id: Int
  public let message: String
  public let style: ToastStyle

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
