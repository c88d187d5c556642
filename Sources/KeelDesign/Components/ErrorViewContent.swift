/// What a screen shows in place of its content when loading it failed (seed 001's `ErrorView`):
/// a title, a message, an SF Symbol and the label of the retry button. Platform-neutral, so each
/// feature maps its errors to it in one place and tests the mapping on Linux; `ErrorView` only
/// draws it.
public struct ErrorViewContent: Hashable, Sendable {
  /// The symbol shown when a feature names none: a warning triangle.
  public static let defaultSymbol = "exclamationmark.triangle"
  /// The symbol for "no answer from the server" (no connection, a timeout, a server error): the
  /// person may be able to fix it (turn on Wi-Fi).
  public static let connectionSymbol = "wifi.exclamationmark"

  /// The headline, already localized ("Something Went Wrong").
  public let title: String
  /// What happened and what to do, already localized.
  public let message: String
  /// The SF Symbol's name, drawn above the title.
  public let symbol: String
  /// The retry button's label, already localized; `nil` when retrying cannot help (nothing to
  /// reload), and then no button is shown.
  public let retryLabel: String?

  /// An error screen; pass `retryLabel: nil` to show no button.
  public init(title: String, message: String, symbol: String = Self.defaultSymbol, retryLabel: String?) {
    self.title = title
    self.message = message
    self.symbol = symbol
    self.retryLabel = retryLabel
  }

  /// Whether the view offers to try again.
  public var offersRetry: Bool { retryLabel != nil }
}
