import Foundation

/// The two full-screen messages a loaded screen can show instead of its content.
public enum MessageScreenKind: String, CaseIterable, Hashable, Sendable {
  /// Loading failed (`ErrorView`): the symbol is drawn in the theme's destructive colour.
  case error
  /// Nothing to show (`EmptyStateView`): the symbol is drawn quietly, in secondary text colour.
  case empty
}

/// Everything needed to draw `ErrorView` and `EmptyStateView` for one theme and appearance, so
/// their colours, sizes and the button's variant are tested here and the views only apply them.
public struct MessageScreenStyle: Hashable, Sendable {
  /// The symbol's colour.
  public let symbolColor: DSColor
  /// The symbol's point size (it scales with Dynamic Type through `symbolTypography`).
  public let symbolTypography: Typography
  /// The title's colour.
  public let title: DSColor
  /// The title's text style.
  public let titleTypography: Typography
  /// The message's colour.
  public let message: DSColor
  /// The message's text style.
  public let messageTypography: Typography
  /// The button's variant: a retry is the screen's one way on (`primary`); an empty state's
  /// action is offered, not urged (`secondary`).
  public let buttonVariant: DSButtonVariant
  /// Space between the symbol, the texts and the button, in points.
  public let spacing: CGFloat
  /// Padding around the whole message, in points.
  public let padding: CGFloat

  /// The style of a `kind` message drawn with `theme` in `appearance`.
  public static func resolve(kind: MessageScreenKind, theme: Theme, appearance: Appearance) -> MessageScreenStyle {
    MessageScreenStyle(
      symbolColor: theme.color(kind == .error ? .destructive : .textSecondary, in: appearance),
      symbolTypography: .largeTitle.regular,
      title: theme.color(.textPrimary, in: appearance), titleTypography: .title2.bold,
      message: theme.color(.textSecondary, in: appearance), messageTypography: .body.regular,
      buttonVariant: kind == .error ? .primary : .secondary, spacing: DSSpacing.md.points,
      padding: DSSpacing.xl.points)
  }
}
