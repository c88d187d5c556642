import KeelNetwork
import Testing

@Suite struct RetryPolicyTests {
  @Test func backoffDoublesUpToTheCap() {
    let policy = RetryPolicy(initialDelay: .milliseconds(250), multiplier: 2, maximumDelay: .seconds(1))
    #expect(
      (1...5).map { policy.backoff(beforeRetry: $0) } == [
        .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(1), .seconds(1),
      ])
  }

  /// A long retry run (a status check retrying every 100 ms for 10 s) reached retry 70, where
  /// the uncapped product no longer fits a Duration: it trapped instead of waiting the cap.
  @Test func aLateRetryWaitsTheCapInsteadOfOverflowing() {
    let policy = RetryPolicy(
      maximumAttempts: 5000, initialDelay: .milliseconds(100), multiplier: 2, maximumDelay: .milliseconds(100))
    #expect(
      [70, 1100, Int.max].map { policy.backoff(beforeRetry: $0) } == Array(repeating: .milliseconds(100), count: 3))
  }

  @Test func jitterShortensByUpToItsFraction() {
    let policy = RetryPolicy(initialDelay: .seconds(1), jitter: 0.5)
    #expect(policy.delay(beforeRetry: 1, retryAfter: nil, randomUnit: 0) == .seconds(1))
    #expect(policy.delay(beforeRetry: 1, retryAfter: nil, randomUnit: 1) == .milliseconds(500))
    #expect(policy.delay(beforeRetry: 1, retryAfter: nil, randomUnit: 0.5) == .milliseconds(750))
    // Out-of-range randomness is clamped rather than producing a negative or longer delay.
    #expect(policy.delay(beforeRetry: 1, retryAfter: nil, randomUnit: 7) == .milliseconds(500))
  }

  @Test func retryAfterReplacesTheBackoff() {
    let policy = RetryPolicy(initialDelay: .seconds(1))
    #expect(policy.delay(beforeRetry: 3, retryAfter: .seconds(9), randomUnit: 0.3) == .seconds(9))
    #expect(policy.delay(beforeRetry: 1, retryAfter: .zero, randomUnit: 0.3) == .zero)
  }

  @Test func valuesAreClamped() {
    let policy = RetryPolicy(maximumAttempts: 0, multiplier: 0.5, jitter: 3)
    #expect(policy.maximumAttempts == 1)
    #expect(policy.multiplier == 1)
    #expect(policy.jitter == 1)
    #expect(RetryPolicy.none.maximumAttempts == 1)
    #expect(RetryPolicy.default.retryableStatusCodes == [408, 429, 500, 502, 503, 504])
  }
}
