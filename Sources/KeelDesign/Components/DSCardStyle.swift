import Foundation

/// The kinds of card (seed 002's `GlassCard` and its plainer siblings).
public enum DSCardVariant: String, CaseIterable, Hashable, Sendable {
  /// A surface lifted by a shadow.
  case elevated
  /// A surface with a border and no shadow.
  case outlined
  /// A tinted surface, flat: the secondary background, which differs from the screen's in
  /// every theme (a theme's `surface` may be the screen's own colour).
  case filled
  /// A translucent surface over whatever is behind it.
  case glass
}

/// Cards can be tappable; a pressed card darkens and shrinks slightly.
public enum DSCardState: String, CaseIterable, Hashable, Sendable {
  /// The card's interaction state.
  case normal, pressed
}

/// Everything needed to draw a card, resolved for one variant, state, theme and appearance.
public struct DSCardStyle: Hashable, Sendable {
  /// May be translucent (`glass`): contrast is checked on it composited over the background.
  public let background: DSColor
  /// The outline's colour; `nil` without one.
  public let border: DSColor?
  /// The outline's width in points (0 without one).
  public let borderWidth: CGFloat
  /// The drop shadow (invisible for flat variants).
  public let shadow: DSShadow
  /// The corner radius, in points.
  public let cornerRadius: CGFloat
  /// Padding around the content, in points.
  public let padding: CGFloat
  /// The title's colour.
  public let title: DSColor
  /// The title's text style.
  public let titleTypography: Typography
  /// The body text's colour.
  public let body: DSColor
  /// The body text's style.
  public let bodyTypography: Typography
  /// The theme's font design.
  public let fontDesign: FontDesign
  /// 1 normally; a pressed card scales down so the press is felt.
  public let scale: CGFloat

  /// The opacity of the darkening layer over a pressed card.
  public static let pressedLayerOpacity = 0.08
  /// The opacity of a `glass` card's surface.
  public static let glassOpacity = 0.78

  /// The style of a `variant` card in `state`, drawn with `theme` in `appearance`.
  public static func resolve(
    variant: DSCardVariant, state: DSCardState, theme: Theme, appearance: Appearance
  ) -> DSCardStyle {
    let title = theme.color(.textPrimary, in: appearance)
    var background: DSColor
    var border: DSColor?
    var shadow = DSShadows.none
    switch variant {
    case .elevated:
      background = theme.color(.background, in: appearance)
      shadow = .md
      // A shadow is hard to see on a dark screen, so dark elevated cards also get a hairline.
      border = appearance == .dark ? theme.color(.separator, in: appearance) : nil
    case .outlined:
      background = theme.color(.background, in: appearance)
      border = theme.color(.border, in: appearance)
    case .filled:
      background = theme.color(.backgroundSecondary, in: appearance)
    case .glass:
      let surface = theme.color(.surface, in: appearance)
      background = DSColor(
        name: "\(surface.name) at \(Int(glassOpacity * 100))%", rgba: surface.rgba.withAlpha(glassOpacity))
      border = theme.color(.separator, in: appearance)
      shadow = .sm
    }
    if state == .pressed {
      background = background.withStateLayer(title, opacity: pressedLayerOpacity)
    }
    return DSCardStyle(
      background: background, border: border, borderWidth: border == nil ? 0 : 1,
      shadow: shadow.shadow(in: appearance), cornerRadius: theme.cardRadius.points, padding: DSSpacing.lg.points,
      title: title, titleTypography: .headline.semibold, body: theme.color(.textSecondary, in: appearance),
      bodyTypography: .subheadline.regular, fontDesign: theme.fontDesign, scale: state == .pressed ? 0.98 : 1)
  }
}
