import Foundation

/// Everything needed to draw a toast, resolved for one style, theme and appearance: the fill
/// and label pairs of the theme's buttons, whose contrast the theme audit already checks.
public struct DSToastStyle: Hashable, Sendable {
  /// The toast's fill: the theme's fill for the style.
  public let background: DSColor
  /// The message's colour: the label paired with ``background``.
  public let text: DSColor
  /// The message's text style.
  public let typography: Typography
  /// The theme's card radius, so a toast reads as a card.
  public let cornerRadius: CGFloat
  /// Space between the toast's edge and its content, left and right.
  public let horizontalPadding: CGFloat
  /// Space between the toast's edge and its content, above and below.
  public let verticalPadding: CGFloat
  /// The elevation that lifts the toast off the screen beneath it.
  public let shadow: DSShadow
  /// The SF Symbol before the message, so the kind of toast does not rest on colour alone.
  public let systemImageName: String

  /// A toast being tapped fades slightly, so the tap is felt before it goes.
  public static let pressedOpacity = 0.85

  /// The drawing values of a toast of `style` in `theme` and `appearance`.
  public static func resolve(style: ToastStyle, theme: Theme, appearance: Appearance) -> DSToastStyle {
    let (fill, label, symbol): (ThemeRole, ThemeRole, String) =
      switch style {
      case .info: (.secondaryFill, .onSecondaryFill, "info.circle")
      case .error: (.destructive, .onDestructive, "exclamationmark.triangle")
      }
    return DSToastStyle(
      background: theme.color(fill, in: appearance), text: theme.color(label, in: appearance),
      typography: .subheadline.medium, cornerRadius: theme.cardRadius.points, horizontalPadding: DSSpacing.lg.points,
      verticalPadding: DSSpacing.md.points, shadow: DSShadows.md.shadow(in: appearance), systemImageName: symbol)
  }
}
