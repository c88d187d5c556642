#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Shows `center`'s current toast over the bottom of this view (the composition root puts
    /// it once over the tabs); a tap dismisses it. What shows, for how long and in which order
    /// is the centre's business, tested on Linux; this only draws it.
    ///
    /// A sheet or full-screen cover is drawn above this view's overlay, hiding the toast, so
    /// `center` is also put in the environment, where `presentedToasts()` on the presented
    /// content finds it.
    public func toasts(_ center: ToastCenter) -> some View {
      overlay(alignment: .bottom) { ToastSlot(center: center) }
        .modifier(ToastsEnvironmentModifier(center: center))
    }

    /// Shows the toasts of the centre a presenting view installed with `toasts(_:)` over this
    /// presented content (a sheet's or a cover's root), since SwiftUI draws a presentation above
    /// the presenter's overlays. Nothing when no centre was installed.
    public func presentedToasts() -> some View {
      overlay(alignment: .bottom) { PresentedToastSlot() }
    }
  }

  private struct KeelToastsKey: EnvironmentKey {
    static let defaultValue: ToastCenter? = nil
  }

  extension EnvironmentValues {
    /// The toast centre `toasts(_:)` installed above this view, if any.
    public var keelToasts: ToastCenter? {
      get { self[KeelToastsKey.self] }
      set { self[KeelToastsKey.self] = newValue }
    }
  }

  /// Puts the centre in the environment for presented content (a modifier of its own, so the
  /// view tree names it rather than the environment key path).
  struct ToastsEnvironmentModifier: ViewModifier {
    let center: ToastCenter

    func body(content: Content) -> some View {
      content.environment(\.keelToasts, center)
    }
  }

  /// Reads `center.current` inside `body`, so Observation redraws when the toast changes. A view
  /// rather than a custom modifier, so the toast is part of the overlay's content.
  struct ToastSlot: View {
    let center: ToastCenter

    var body: some View {
      ZStack {
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

  /// The environment's centre's toasts, over presented content.
  struct PresentedToastSlot: View {
    @Environment(\.keelToasts) private var center

    var body: some View {
      if let center { ToastSlot(center: center) }
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
