/// What a screen shows when it loaded and has nothing to list (seed 001's `EmptyStateView`): a
/// title, a message saying how to add the first thing, an SF Symbol and, optionally, the label of
/// the button that does it. Platform-neutral and tested on Linux; `EmptyStateView` only draws it.
public struct EmptyStateContent: Hashable, Sendable {
  /// The symbol shown when a feature names none: an empty tray.
  public static let defaultSymbol = "tray"

  /// The headline, already localized ("No Items Yet").
  public let title: String
  /// How the screen gets content, already localized.
  public let message: String
  /// The SF Symbol's name, drawn above the title.
  public let symbol: String
  /// The action button's label, already localized; `nil` for no button (the screen is filled
  /// elsewhere, as Favorites is by starring items).
  public let actionLabel: String?

  /// An empty state; pass `actionLabel: nil` to show no button.
  public init(title: String, message: String, symbol: String = Self.defaultSymbol, actionLabel: String? = nil) {
    self.title = title
    self.message = message
    self.symbol = symbol
    self.actionLabel = actionLabel
  }

  /// Whether the view shows a button.
  public var offersAction: Bool { actionLabel != nil }
}
