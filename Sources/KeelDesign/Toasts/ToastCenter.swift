import Observation

/// The toasts of a session (a toast centre in the signed-in scope, DESIGN: errors shown to
/// people): one on screen at a time, the rest queued in the order they came.
///
/// - A toast stays for ``displayDuration`` and is then dismissed, or earlier by a tap.
/// - A message identical to one on screen or waiting, or to one accepted less than
///   ``duplicateWindow`` ago, is dropped: a failure reported by two screens at once (or a
///   refresh retried quickly) is shown once.
/// - Time is measured on an injected `Clock`, so tests move it instead of waiting.
///
/// Platform-neutral; `.toasts(_:)` (Apple-only) draws ``current`` and passes taps back.
@MainActor
@Observable
public final class ToastCenter {
  /// Identical messages within this window are shown once.
  public static let duplicateWindow: Duration = .seconds(2)

  /// The toast on screen.
  public private(set) var current: Toast?
  /// The toasts waiting, oldest first.
  public private(set) var pending: [Toast] = []
  public let displayDuration: Duration

  /// When each message was last accepted, as the clock's time since this centre was made.
  @ObservationIgnored private var accepted: [Key: Duration] = [:]
  @ObservationIgnored private var nextID = 0
  @ObservationIgnored private var dismissTask: Task<Void, Never>?
  @ObservationIgnored private let elapsed: @Sendable () -> Duration
  @ObservationIgnored private let sleep: @Sendable (Duration) async throws -> Void

  private struct Key: Hashable {
    let message: String
    let style: ToastStyle
  }

  /// - Parameters:
  ///   - clock: measures the duplicate window and the display time (a test clock in tests).
  ///   - displayDuration: how long a toast stays when nobody taps it (4 s: long enough to read
  ///     two short lines, as Apple's HIG asks of transient messages).
  public init<C: Clock>(clock: C, displayDuration: Duration = .seconds(4)) where C.Duration == Duration {
    self.displayDuration = displayDuration
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    sleep = { duration in try await clock.sleep(for: duration) }
  }

  public convenience init(displayDuration: Duration = .seconds(4)) {
    self.init(clock: ContinuousClock(), displayDuration: displayDuration)
  }

  isolated deinit {
    dismissTask?.cancel()
  }

  // MARK: - Showing

  /// Shows `message` now, or after the toasts before it. Returns false when it was dropped as a
  /// duplicate.
  @discardableResult
  public func show(_ message: String, style: ToastStyle = .info) -> Bool {
    let key = Key(message: message, style: style)
    let now = elapsed()
    accepted = accepted.filter { now - $0.value < Self.duplicateWindow }
    let isWaitingOrShown = ([current].compactMap { $0 } + pending).contains {
      Key(message: $0.message, style: $0.style) == key
    }
    guard accepted[key] == nil, !isWaitingOrShown else { return false }
    accepted[key] = now
    nextID += 1
    pending.append(Toast(id: nextID, message: message, style: style))
    if current == nil { showNext() }
    return true
  }

  /// Dismisses `toast` (a tap) and shows the next one. A toast that is no longer on screen is
  /// ignored, so a late tap never dismisses the toast after it.
  public func dismiss(_ toast: Toast) {
    guard current?.id == toast.id else { return }
    showNext()
  }

  /// Drops every toast, shown and waiting (the session ended).
  public func removeAll() {
    pending.removeAll()
    dismissTask?.cancel()
    dismissTask = nil
    current = nil
  }

  // MARK: - Private

  private func showNext() {
    dismissTask?.cancel()
    dismissTask = nil
    guard !pending.isEmpty else {
      current = nil
      return
    }
    let toast = pending.removeFirst()
    current = toast
    dismissTask = Task { [weak self, sleep, displayDuration] in
      do {
        try await sleep(displayDuration)
      } catch {
        return  // dismissed by a tap, or the centre is gone
      }
      self?.dismiss(toast)
    }
  }
}
