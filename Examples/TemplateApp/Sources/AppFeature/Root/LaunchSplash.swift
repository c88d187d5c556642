import Observation

/// Seed 000's `overlay = .splash` while the root is loading, decided here and drawn by the
/// Apple-only `SplashView`.
///
/// The launch opens under ``Overlay/launchScreen``, a plain cover that looks like the system's
/// launch screen, so the hand-over from the system's launch screen shows no change. Only if the
/// root is still loading after ``delay`` (restoring the session, asking for the status under its
/// deadline) does the splash itself show, with its progress. As soon as the root leaves loading
/// the overlay goes, for good: a later loading state (rare: a gate that cannot decide yet) shows
/// the root's own progress, never the launch splash again.
///
/// So a fast launch (a cached session, the status answered or not asked) goes from the launch
/// screen straight to its first screen: the splash never flashes up for a fraction of a second,
/// and a slow one says it is working. Nothing here waits to show the splash a minimum time:
/// that would only delay the app.
@MainActor
@Observable
public final class LaunchSplash {
  public enum Overlay: Sendable, Hashable {
    /// The first moments: looks like the system's launch screen.
    case launchScreen
    /// Loading is taking a while: the splash with its progress.
    case splash
  }

  /// What covers the root; nil once the root has left loading.
  public private(set) var overlay: Overlay? = .launchScreen
  /// How long loading may take before the splash shows (a fast launch never shows it).
  public let delay: Duration
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var timer: Task<Void, Never>?

  public init(delay: Duration = .milliseconds(400), clock: any Clock<Duration> = ContinuousClock()) {
    self.delay = delay
    self.clock = clock
  }

  isolated deinit {
    timer?.cancel()
  }

  /// The launch began: the splash shows if the root is still loading after ``delay``.
  public func launchStarted() {
    guard overlay == .launchScreen, timer == nil else { return }
    let clock = clock
    let delay = delay
    timer = Task { [weak self] in
      do {
        try await clock.sleep(for: delay)
      } catch {
        return
      }
      self?.delayPassed()
    }
  }

  /// The root shows `state`: anything but loading ends the overlay.
  public func rootShows(_ state: RootState) {
    guard state != .loading, overlay != nil else { return }
    overlay = nil
    timer?.cancel()
    timer = nil
  }

  private func delayPassed() {
    timer = nil
    if overlay == .launchScreen { overlay = .splash }
  }
}
