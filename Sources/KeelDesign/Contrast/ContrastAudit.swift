import Foundation

/// Checks that a theme keeps every text and control legible, by WCAG 2's contrast ratios:
/// 4.5:1 for text (AA, normal size) and 3:1 for disabled text and non-text marks (chevrons).
public enum ContrastAudit {
  /// The minimum ratio for text (WCAG 2 AA, normal size).
  public static let textMinimum = 4.5
  /// The minimum ratio for disabled text.
  public static let disabledMinimum = 3.0
  /// The minimum ratio for non-text marks such as chevrons and checkmarks.
  public static let nonTextMinimum = 3.0

  /// The requirements that fail, each with its ratio; empty when all pass.
  public static func check(_ requirements: [ContrastRequirement]) -> [ContrastFailure] {
    requirements.compactMap { requirement in
      let ratio = requirement.ratio
      return ratio < requirement.minimum ? ContrastFailure(requirement: requirement, ratio: ratio) : nil
    }
  }

  /// Every failing pair of `theme` in `appearance`.
  public static func failures(theme: Theme, appearance: Appearance) -> [ContrastFailure] {
    check(requirements(theme: theme, appearance: appearance))
  }

  /// `4.48:1`
  public static func format(_ ratio: Double) -> String { String(format: "%.2f:1", ratio) }

  /// Every pair `theme` draws in `appearance`: text roles on the backgrounds and surfaces, and
  /// each component's labels on its fills for every variant and state.
  public static func requirements(theme: Theme, appearance: Appearance) -> [ContrastRequirement] {
    let prefix = "\(theme.name) (\(appearance.rawValue))"
    let color = { (role: ThemeRole) in theme.color(role, in: appearance) }
    let backdrops = [color(.background), color(.backgroundSecondary), color(.surface)]
    var result: [ContrastRequirement] = []

    func require(_ context: String, _ foreground: DSColor, on background: DSColor, _ minimum: Double) {
      // A translucent background is checked over each opaque backdrop it can sit on.
      let opaque =
        background.rgba.alpha < 1
        ? backdrops.map { background.composited(over: $0) } : [background]
      for surface in opaque {
        result.append(
          ContrastRequirement(
            context: "\(prefix) \(context)", foreground: foreground, background: surface, minimum: minimum))
      }
    }

    for backdrop in unique(backdrops) {
      for role in [ThemeRole.textPrimary, .textSecondary, .accentText] {
        require(role.rawValue, color(role), on: backdrop, textMinimum)
      }
      require(ThemeRole.textDisabled.rawValue, color(.textDisabled), on: backdrop, disabledMinimum)
    }
    require(ThemeRole.textDisabled.rawValue, color(.textDisabled), on: color(.disabledFill), disabledMinimum)

    for variant in DSButtonVariant.allCases {
      for state in DSButtonState.allCases {
        let style = DSButtonStyle.resolve(
          variant: variant, size: .medium, state: state, theme: theme, appearance: appearance)
        let minimum = state == .disabled ? disabledMinimum : textMinimum
        require("button \(variant.rawValue)/\(state.rawValue) label", style.label, on: style.fill, minimum)
      }
    }

    for variant in DSListRowVariant.allCases {
      for state in DSListRowState.allCases {
        let style = DSListRowStyle.resolve(variant: variant, state: state, theme: theme, appearance: appearance)
        let context = "list row \(variant.rawValue)/\(state.rawValue)"
        let minimum = state == .disabled ? disabledMinimum : textMinimum
        require("\(context) title", style.title, on: style.background, minimum)
        if let detail = style.detail {
          require("\(context) detail", detail, on: style.background, minimum)
        }
        if let accessory = style.accessoryColor {
          require("\(context) accessory", accessory, on: style.background, nonTextMinimum)
        }
      }
    }

    for variant in DSCardVariant.allCases {
      for state in DSCardState.allCases {
        let style = DSCardStyle.resolve(variant: variant, state: state, theme: theme, appearance: appearance)
        let context = "card \(variant.rawValue)/\(state.rawValue)"
        require("\(context) title", style.title, on: style.background, textMinimum)
        require("\(context) body", style.body, on: style.background, textMinimum)
      }
    }
    return result
  }

  private static func unique(_ colors: [DSColor]) -> [DSColor] {
    var seen = Set<String>()
    return colors.filter { seen.insert($0.name).inserted }
  }
}
