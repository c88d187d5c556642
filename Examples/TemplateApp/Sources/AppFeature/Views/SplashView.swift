#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import SwiftUI

  extension View {
    /// Covers the root while ``LaunchSplash`` says so: first a plain cover like the system's
    /// launch screen, then, if loading takes a while, the splash with its progress.
    func launchSplash(_ splash: LaunchSplash) -> some View {
      overlay {
        if let overlay = splash.overlay { SplashView(overlay: overlay) }
      }
    }
  }

  /// The launch cover and the splash. Layout only: ``LaunchSplash`` decides which, and when it goes.
  struct SplashView: View {
    let overlay: LaunchSplash.Overlay
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      VStack(spacing: DSSpacing.md.points) {
        if overlay == .splash {
          ProgressView()
          Text(L10n.splash.loading).typography(.footnote.regular)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color(theme.color(.background, in: Appearance(colorScheme))))
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The first moments (a plain cover like the launch screen), then the splash with its progress.
    struct SplashViewPreviews: PreviewProvider {
      static var previews: some View {
        SplashView(overlay: .launchScreen)
        SplashView(overlay: .splash)
      }
    }
  #endif
#endif
