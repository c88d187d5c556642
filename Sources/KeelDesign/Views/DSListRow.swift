#if canImport(SwiftUI)
  import SwiftUI

  /// Seed 002's `DSListRow`: draws `DSListRowStyle.resolve(...)` for the environment's theme and
  /// colour scheme; tappable when given an action.
  public struct DSListRow: View {
    private let title: Text
    private let detail: Text?
    private let variant: DSListRowVariant
    private let isSelected: Bool
    private let action: @MainActor () -> Void
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    /// A title SwiftUI looks up in the app's main bundle (a literal). `detail` is the subtitle of
    /// `.subtitle` rows and the trailing value of `.value` rows.
    public init(
      _ titleKey: LocalizedStringKey, detail: Text? = nil, variant: DSListRowVariant = .standard,
      isSelected: Bool = false, action: @escaping @MainActor () -> Void = {}
    ) {
      self.init(title: Text(titleKey), detail: detail, variant: variant, isSelected: isSelected, action: action)
    }

    /// A title shown as is: generated `L10n` members (already localized by Keel), user content.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, detail: Text? = nil, variant: DSListRowVariant = .standard, isSelected: Bool = false,
      action: @escaping @MainActor () -> Void = {}
    ) {
      self.init(title: Text(title), detail: detail, variant: variant, isSelected: isSelected, action: action)
    }

    private init(
      title: Text, detail: Text?, variant: DSListRowVariant, isSelected: Bool, action: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.detail = detail
      self.variant = variant
      self.isSelected = isSelected
      self.action = action
    }

    public var body: some View {
      Button(action: action) { title }
        .buttonStyle(
          DSListRowChrome(
            detail: detail, variant: variant, isSelected: isSelected, theme: theme,
            appearance: Appearance(colorScheme), isEnabled: isEnabled))
    }
  }

  struct DSListRowChrome: ButtonStyle {
    let detail: Text?
    let variant: DSListRowVariant
    let isSelected: Bool
    let theme: Theme
    let appearance: Appearance
    let isEnabled: Bool

    func makeBody(configuration: Configuration) -> some View {
      let state = DSListRowState(isEnabled: isEnabled, isPressed: configuration.isPressed, isSelected: isSelected)
      let style = DSListRowStyle.resolve(variant: variant, state: state, theme: theme, appearance: appearance)
      HStack(spacing: DSSpacing.sm.points) {
        VStack(alignment: .leading, spacing: DSSpacing.xxs.points) {
          configuration.label
            .typography(style.titleTypography)
            .foregroundColor(Color(style.title))
          if variant == .subtitle, let detail, let color = style.detail, let typography = style.detailTypography {
            detail.typography(typography).foregroundColor(Color(color))
          }
        }
        Spacer(minLength: 0)
        if variant == .value, let detail, let color = style.detail, let typography = style.detailTypography {
          detail.typography(typography).foregroundColor(Color(color))
        }
        if let accessory = style.accessory, let color = style.accessoryColor {
          Image(systemName: accessory.systemImageName).foregroundColor(Color(color))
        }
      }
      .padding(.horizontal, style.horizontalPadding)
      .padding(.vertical, style.verticalPadding)
      .frame(minHeight: style.minHeight)
      .background(Color(style.background), in: Rectangle())
      .overlay(alignment: .bottom) { Color(style.separator).frame(height: 1) }
    }
  }
#endif
