#if canImport(SwiftUI)
  import SwiftUI

  /// Seed 002's `DSButton`: draws `DSButtonStyle.resolve(...)` for the environment's theme,
  /// colour scheme and enabled flag, and the press in progress.
  public struct DSButton: View {
    private let title: Text
    private let variant: DSButtonVariant
    private let size: DSButtonSize
    private let isLoading: Bool
    private let action: @MainActor () -> Void
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    /// A title SwiftUI looks up in the app's main bundle (a literal: `DSButton("Save") { ... }`),
    /// as SwiftUI's `Button` takes it.
    public init(
      _ titleKey: LocalizedStringKey, variant: DSButtonVariant = .primary, size: DSButtonSize = .medium,
      isLoading: Bool = false, action: @escaping @MainActor () -> Void
    ) {
      self.init(title: Text(titleKey), variant: variant, size: size, isLoading: isLoading, action: action)
    }

    /// A title shown as is: generated `L10n` members (`DSButton(L10n.common.ok) { ... }`,
    /// already localized by Keel), user content.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, variant: DSButtonVariant = .primary, size: DSButtonSize = .medium, isLoading: Bool = false,
      action: @escaping @MainActor () -> Void
    ) {
      self.init(title: Text(title), variant: variant, size: size, isLoading: isLoading, action: action)
    }

    private init(
      title: Text, variant: DSButtonVariant, size: DSButtonSize, isLoading: Bool,
      action: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.variant = variant
      self.size = size
      self.isLoading = isLoading
      self.action = action
    }

    public var body: some View {
      Button(action: action) { title }
        .buttonStyle(
          DSButtonChrome(
            variant: variant, size: size, theme: theme, appearance: Appearance(colorScheme), isEnabled: isEnabled,
            isLoading: isLoading)
        )
        // A loading button takes no taps; its look comes from the state above, not from this.
        .disabled(isLoading)
    }
  }

  struct DSButtonChrome: ButtonStyle {
    let variant: DSButtonVariant
    let size: DSButtonSize
    let theme: Theme
    let appearance: Appearance
    let isEnabled: Bool
    let isLoading: Bool

    func makeBody(configuration: Configuration) -> some View {
      let state = DSButtonState(isEnabled: isEnabled, isPressed: configuration.isPressed, isLoading: isLoading)
      let style = DSButtonStyle.resolve(
        variant: variant, size: size, state: state, theme: theme, appearance: appearance)
      let shape = RoundedRectangle(cornerRadius: style.cornerRadius)
      ZStack {
        configuration.label
          .typography(style.typography)
          .opacity(style.showsProgress ? 0 : 1)
        if style.showsProgress {
          ProgressView().tint(Color(style.label))
        }
      }
      .foregroundColor(Color(style.label))
      .padding(.horizontal, style.horizontalPadding)
      .padding(.vertical, style.verticalPadding)
      .frame(minHeight: style.minHeight)
      .background(Color(style.fill), in: shape)
      .overlay { shape.strokeBorder(Color(style.border ?? .clear), lineWidth: style.borderWidth) }
    }
  }
#endif
