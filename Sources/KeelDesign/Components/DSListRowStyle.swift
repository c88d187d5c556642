import Foundation

/// The layouts of seed 002's `DSListRow`.
public enum DSListRowVariant: String, CaseIterable, Hashable, Sendable {
  /// A title.
  case standard
  /// A title with a subtitle under it.
  case subtitle
  /// A title with a value on the trailing edge (settings style).
  case value
  /// A title with a chevron: tapping it navigates.
  case navigation
}

/// What a list row is doing right now.
public enum DSListRowState: String, CaseIterable, Hashable, Sendable {
  /// The row's interaction state.
  case normal, pressed, selected, disabled

  /// The state SwiftUI's flags describe: disabled wins, then pressed (feedback for the touch in
  /// progress), then selected.
  public init(isEnabled: Bool, isPressed: Bool, isSelected: Bool) {
    if !isEnabled {
      self = .disabled
    } else if isPressed {
      self = .pressed
    } else {
      self = isSelected ? .selected : .normal
    }
  }
}

/// Everything needed to draw a list row, resolved for one variant, state, theme and appearance.
public struct DSListRowStyle: Hashable, Sendable {
  /// The row's background.
  public let background: DSColor
  /// The title's colour.
  public let title: DSColor
  /// The title's text style.
  public let titleTypography: Typography
  /// Subtitle (`subtitle` rows) or trailing value (`value` rows); `nil` when the row has neither.
  public let detail: DSColor?
  /// The detail's text style; `nil` when the row has no detail.
  public let detailTypography: Typography?
  /// Chevron (`navigation`) or checkmark (selected rows); `nil` when there is none.
  public let accessory: DSListRowAccessory?
  /// The accessory's colour; `nil` when there is none.
  public let accessoryColor: DSColor?
  /// The line under the row.
  public let separator: DSColor
  /// The theme's font design.
  public let fontDesign: FontDesign
  /// Padding left and right of the content, in points.
  public let horizontalPadding: CGFloat
  /// Padding above and below the content, in points.
  public let verticalPadding: CGFloat
  /// The smallest height, in points.
  public let minHeight: CGFloat
  /// Whether taps reach the row's action.
  public let isInteractive: Bool

  /// The opacity of the darkening layer over a pressed row.
  public static let pressedLayerOpacity = 0.10

  /// The style of a `variant` row in `state`, drawn with `theme` in `appearance`.
  public static func resolve(
    variant: DSListRowVariant, state: DSListRowState, theme: Theme, appearance: Appearance
  ) -> DSListRowStyle {
    let disabled = state == .disabled
    var background = theme.color(state == .selected ? .selectedFill : .surface, in: appearance)
    let title = theme.color(disabled ? .textDisabled : .textPrimary, in: appearance)
    if state == .pressed {
      background = background.withStateLayer(title, opacity: pressedLayerOpacity)
    }
    let detailColor = theme.color(disabled ? .textDisabled : .textSecondary, in: appearance)
    let detail: (DSColor, Typography)? =
      switch variant {
      case .subtitle: (detailColor, .subheadline.regular)
      case .value: (detailColor, .body.regular)
      case .standard, .navigation: nil
      }
    let accessory: DSListRowAccessory? =
      state == .selected ? .checkmark : (variant == .navigation ? .chevron : nil)
    let accessoryColor: DSColor? =
      switch accessory {
      case .checkmark: theme.color(.accentText, in: appearance)
      case .chevron: detailColor
      case nil: nil
      }
    return DSListRowStyle(
      background: background, title: title, titleTypography: .body.regular, detail: detail?.0,
      detailTypography: detail?.1, accessory: accessory, accessoryColor: accessoryColor,
      separator: theme.color(.separator, in: appearance), fontDesign: theme.fontDesign,
      horizontalPadding: DSSpacing.lg.points, verticalPadding: DSSpacing.md.points,
      minHeight: variant == .subtitle ? 60 : 44, isInteractive: !disabled)
  }
}

/// The trailing mark of a row.
public enum DSListRowAccessory: String, CaseIterable, Hashable, Sendable {
  /// A trailing chevron (navigates) or checkmark (selected).
  case chevron, checkmark

  /// The SF Symbol drawing it.
  public var systemImageName: String {
    switch self {
    case .chevron: "chevron.right"
    case .checkmark: "checkmark"
    }
  }
}
