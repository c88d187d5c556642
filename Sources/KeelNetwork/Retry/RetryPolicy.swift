import Foundation

/// When and how long to wait before sending a failed idempotent request again.
///
/// Delays grow exponentially (`initialDelay × multiplier^(retry-1)`, capped at `maximumDelay`)
/// and are shortened by up to `jitter` of themselves at random, so clients that failed together
/// do not come back together. A server's `Retry-After` replaces the computed delay; one longer
/// than `maximumRetryAfter` ends the retries instead of making the caller wait.
public struct RetryPolicy: Sendable, Hashable {
  /// Attempts in all, the first included; 1 disables retries.
  public var maximumAttempts: Int
  /// The backoff before the first retry.
  public var initialDelay: Duration
  /// How much each backoff grows over the one before (at least 1).
  public var multiplier: Double
  /// The longest backoff.
  public var maximumDelay: Duration
  /// The fraction (0...1) of each delay that is randomized away.
  public var jitter: Double
  /// The longest `Retry-After` the client waits; a longer one ends the retries.
  public var maximumRetryAfter: Duration
  /// Status codes that are retried.
  public var retryableStatusCodes: Set<Int>

  /// A policy; the defaults make three attempts in all, retrying 408, 429, 500, 502, 503 and 504
  /// after 300 ms, then 600 ms (doubling, at most 10 s, up to half of each randomized away).
  public init(
    maximumAttempts: Int = 3,
    initialDelay: Duration = .milliseconds(300),
    multiplier: Double = 2,
    maximumDelay: Duration = .seconds(10),
    jitter: Double = 0.5,
    maximumRetryAfter: Duration = .seconds(60),
    retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]
  ) {
    self.maximumAttempts = max(1, maximumAttempts)
    self.initialDelay = initialDelay
    self.multiplier = max(1, multiplier)
    self.maximumDelay = maximumDelay
    self.jitter = min(max(jitter, 0), 1)
    self.maximumRetryAfter = maximumRetryAfter
    self.retryableStatusCodes = retryableStatusCodes
  }

  /// The default policy: the initializer's defaults.
  public static let `default` = RetryPolicy()
  /// No retries.
  public static let none = RetryPolicy(maximumAttempts: 1)

  /// The backoff before retry number `retry` (1 for the first retry), before jitter.
  public func backoff(beforeRetry retry: Int) -> Duration {
    let exponent = Double(max(0, retry - 1))
    let seconds = initialDelay.seconds * pow(multiplier, exponent)
    // Compared as seconds first: from about the 60th retry the product passes what a Duration
    // holds (or is infinite), and `Duration.seconds(_:)` traps on it.
    guard seconds.isFinite, seconds < maximumDelay.seconds else { return maximumDelay }
    return Duration.seconds(seconds)
  }

  /// The delay before retry number `retry`: the server's `Retry-After` if it gave one,
  /// otherwise the jittered backoff. `randomUnit` is a value in 0...1.
  public func delay(beforeRetry retry: Int, retryAfter: Duration?, randomUnit: Double) -> Duration {
    if let retryAfter { return max(retryAfter, .zero) }
    let backoff = backoff(beforeRetry: retry)
    return backoff * (1 - jitter * min(max(randomUnit, 0), 1))
  }
}

extension Duration {
  /// The duration in seconds as a floating-point number.
  var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}
