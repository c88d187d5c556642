#if canImport(SwiftUI)
  import AppLocalization
  import KeelDesign
  import SwiftUI

  extension View {
    /// Covers the content while the app lock hides it: the lock screen when locked, a plain cover
    /// in the app switcher (so its snapshot shows nothing).
    public func appLock(_ lock: AppLock) -> some View {
      overlay {
        if lock.hidesContent { AppLockView(lock: lock) }
      }
    }
  }

  /// The lock screen: the app's name and, once the system prompt is gone, a button to try again.
  struct AppLockView: View {
    let lock: AppLock
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      VStack(spacing: DSSpacing.lg.points) {
        Image(systemName: "lock.fill").typography(.largeTitle.regular)
        Text(L10n.lock.title).typography(.title2.semibold)
        if lock.state == .locked {
          DSButton(L10n.lock.unlock) { Task { await lock.unlock() } }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color(theme.color(.background, in: Appearance(colorScheme))))
    }
  }
#endif
