#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Shows `center`'s current toast over the bottom of this view (the composition root puts
    /// it once over the tabs); a tap dismisses it. What shows, for how long and in which order
    /// is the centre's business, tested on Linux; this only draws it.
    public func toasts(_ center: ToastCenter) -> some View {
      modifier(ToastOverlay(center: center))
    }
  }

  /// Reads `center.current` inside `body`, so Observation redraws when the toast changes.
  struct ToastOverlay: ViewModifier {
    let center: ToastCenter

    func body(content: Content) -> some View {
      content
        .overlay(alignment: .bottom) {
          if let toast = center.current {
            ToastView(toast: toast) { center.dismiss(toast) }
              .padding(.horizontal, DSSpacing.lg.points)
              .padding(.bottom, DSSpacing.xl.points)
              .transition(.move(edge: .bottom).combined(with: .opacity))
          }
        }
        .animation(.easeInOut(duration: 0.25), value: center.current)
    }
  }

  /// One toast, drawn with `DSToastStyle.resolve(...)` for the environment's theme and colour
  /// scheme. A button, so VoiceOver offers the tap that dismisses it.
  struct ToastView: View {
    let toast: Toast
    let dismiss: @MainActor () -> Void
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      let style = DSToastStyle.resolve(style: toast.style, theme: theme, appearance: Appearance(colorScheme))
      Button(action: dismiss) { Text(verbatim: toast.message) }
        .buttonStyle(ToastChrome(style: style))
    }
  }

  struct ToastChrome: ButtonStyle {
    let style: DSToastStyle

    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: DSSpacing.sm.points) {
        Image(systemName: style.systemImageName)
        configuration.label.typography(style.typography)
        Spacer(minLength: 0)
      }
      .foregroundColor(Color(style.text))
      .padding(.horizontal, style.horizontalPadding)
      .padding(.vertical, style.verticalPadding)
      .background(Color(style.background), in: RoundedRectangle(cornerRadius: style.cornerRadius))
      .shadow(color: Color(style.shadow.color), radius: style.shadow.radius, x: style.shadow.x, y: style.shadow.y)
      .opacity(configuration.isPressed ? DSToastStyle.pressedOpacity : 1)
    }
  }
#endif
