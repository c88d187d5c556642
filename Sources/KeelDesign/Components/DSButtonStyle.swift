import Foundation

/// What a button is for (seed 002's `DSButton`).
public enum DSButtonVariant: String, CaseIterable, Hashable, Sendable {
  /// The one main action of a screen: accent fill.
  case primary
  /// Other actions: a tinted fill with an outline.
  case secondary
  /// Low-emphasis actions: accent-coloured label, no fill.
  case tertiary
  /// Actions that delete or cannot be undone.
  case destructive
}

/// How large a button is.
public enum DSButtonSize: String, CaseIterable, Hashable, Sendable {
  /// The button's size: padding and font.
  case small, medium, large
}

/// What a button is doing right now.
public enum DSButtonState: String, CaseIterable, Hashable, Sendable {
  /// The button's interaction state.
  case normal, pressed, loading, disabled

  /// The state SwiftUI's button flags describe: disabled wins over loading, loading over pressed
  /// (a loading button ignores touches, so it never looks pressed).
  public init(isEnabled: Bool, isPressed: Bool, isLoading: Bool) {
    if !isEnabled {
      self = .disabled
    } else if isLoading {
      self = .loading
    } else {
      self = isPressed ? .pressed : .normal
    }
  }
}

/// Everything needed to draw a button, resolved for one variant, size, state, theme and
/// appearance. The SwiftUI `DSButton` only lays these values out.
public struct DSButtonStyle: Hashable, Sendable {
  /// The background fill (clear for borderless buttons).
  public let fill: DSColor
  /// The title's colour.
  public let label: DSColor
  /// `nil` when the button has no outline.
  public let border: DSColor?
  /// The outline's width in points (0 without one).
  public let borderWidth: CGFloat
  /// The title's text style.
  public let typography: Typography
  /// The theme's font design.
  public let fontDesign: FontDesign
  /// Padding left and right of the title, in points.
  public let horizontalPadding: CGFloat
  /// Padding above and below the title, in points.
  public let verticalPadding: CGFloat
  /// The smallest height, in points.
  public let minHeight: CGFloat
  /// The corner radius, in points.
  public let cornerRadius: CGFloat
  /// The title is hidden (keeping its width) and a progress indicator in the label colour shows.
  public let showsProgress: Bool
  /// Whether taps reach the action.
  public let isInteractive: Bool

  /// A pressed button lays a "state layer" over its fill, moving it away from the label so the
  /// label never loses contrast: black over solid fills under a lighter label (primary,
  /// destructive), a tint of the label colour otherwise (secondary, borderless).
  public static let darkeningLayerOpacity = 0.16
  /// The opacity of the label-coloured layer over a pressed button without a solid fill.
  public static let tintLayerOpacity = 0.10

  /// The style of a `variant` button of `size` in `state`, drawn with `theme` in `appearance`.
  public static func resolve(
    variant: DSButtonVariant, size: DSButtonSize, state: DSButtonState, theme: Theme, appearance: Appearance
  ) -> DSButtonStyle {
    let role = roles(for: variant)
    var fill = role.fill.map { theme.color($0, in: appearance) } ?? .clear
    var label = theme.color(role.label, in: appearance)
    var border = role.border.map { theme.color($0, in: appearance) }
    switch state {
    case .normal, .loading: break
    case .pressed: fill = pressed(fill, label: label)
    case .disabled:
      fill = role.fill == nil ? .clear : theme.color(.disabledFill, in: appearance)
      label = theme.color(.textDisabled, in: appearance)
      border = nil
    }
    let metrics = metrics(for: size)
    return DSButtonStyle(
      fill: fill, label: label, border: border, borderWidth: border == nil ? 0 : 1, typography: metrics.typography,
      fontDesign: theme.fontDesign, horizontalPadding: metrics.horizontal, verticalPadding: metrics.vertical,
      minHeight: metrics.minHeight, cornerRadius: theme.controlRadius.points, showsProgress: state == .loading,
      isInteractive: state == .normal || state == .pressed)
  }

  private static func pressed(_ fill: DSColor, label: DSColor) -> DSColor {
    let solidUnderLighterLabel =
      fill.rgba.alpha >= 1 && label.rgba.relativeLuminance > fill.rgba.relativeLuminance
    guard solidUnderLighterLabel else { return fill.withStateLayer(label, opacity: tintLayerOpacity) }
    let black = DSColor(name: "black", rgba: RGBAColor(rgb: 0x000000))
    return fill.withStateLayer(black, opacity: darkeningLayerOpacity)
  }

  private static func roles(for variant: DSButtonVariant) -> (fill: ThemeRole?, label: ThemeRole, border: ThemeRole?) {
    switch variant {
    case .primary: (.accent, .onAccent, nil)
    case .secondary: (.secondaryFill, .onSecondaryFill, .border)
    case .tertiary: (nil, .accentText, nil)
    case .destructive: (.destructive, .onDestructive, nil)
    }
  }

  /// Medium and large meet the HIG's 44-point minimum touch target; small is for dense rows
  /// that already give it 44 points.
  private static func metrics(
    for size: DSButtonSize
  ) -> (typography: Typography, horizontal: CGFloat, vertical: CGFloat, minHeight: CGFloat) {
    switch size {
    case .small: (.subheadline.semibold, DSSpacing.md.points, DSSpacing.xs.points, 32)
    case .medium: (.headline.semibold, DSSpacing.lg.points, DSSpacing.md.points, 44)
    case .large: (.title3.semibold, DSSpacing.xl.points, DSSpacing.lg.points, 56)
    }
  }
}
