#if canImport(SwiftUI)
  import SwiftUI

  /// A card (seed 002's `GlassCard` and siblings): a title, an optional message and any content,
  /// drawn with `DSCardStyle.resolve(...)` for the environment's theme and colour scheme.
  public struct DSCard<Content: View>: View {
    private let title: Text
    private let message: Text?
    private let variant: DSCardVariant
    private let isPressed: Bool
    private let content: Content
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    /// `DSCard(Text(L10n.home.summary), message: Text("5 tasks completed")) { ... }`
    public init(
      _ title: Text, message: Text? = nil, variant: DSCardVariant = .elevated, isPressed: Bool = false,
      @ViewBuilder content: () -> Content
    ) {
      self.title = title
      self.message = message
      self.variant = variant
      self.isPressed = isPressed
      self.content = content()
    }

    public var body: some View {
      let style = DSCardStyle.resolve(
        variant: variant, state: isPressed ? .pressed : .normal, theme: theme, appearance: Appearance(colorScheme))
      let shape = RoundedRectangle(cornerRadius: style.cornerRadius)
      VStack(alignment: .leading, spacing: DSSpacing.sm.points) {
        title.typography(style.titleTypography).foregroundColor(Color(style.title))
        if let message {
          message.typography(style.bodyTypography).foregroundColor(Color(style.body))
        }
        content
      }
      .padding(style.padding)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(style.background), in: shape)
      .overlay { shape.strokeBorder(Color(style.border ?? .clear), lineWidth: style.borderWidth) }
      .shadow(color: Color(style.shadow.color), radius: style.shadow.radius, x: style.shadow.x, y: style.shadow.y)
      .scaleEffect(style.scale)
    }
  }

  extension DSCard where Content == EmptyView {
    public init(_ title: Text, message: Text? = nil, variant: DSCardVariant = .elevated, isPressed: Bool = false) {
      self.init(title, message: message, variant: variant, isPressed: isPressed) { EmptyView() }
    }
  }
#endif
