import Foundation

/// Everything needed to draw a toast, resolved for one style, theme and appearance: the fill
/// and label pairs of the theme's buttons, whose contrast the theme audit already checks.
public struct DSToastStyle: Hashable, Sendable {
  public let background: DSColor
  public let text: DSColor
  public let typography: Typography
  public let cornerRadius: CGFloat
  public let horizontalPadding: CGFloat
  public let verticalPadding: CGFloat
  public let shadow: DSShadow
  /// The SF Symbol before the message, so the kind of toast does not rest on colour alone.
  public let systemImageName: String

  /// A toast being tapped fades slightly, so the tap is felt before it goes.
  public static let pressedOpacity = 0.85

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
