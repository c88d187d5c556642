import KeelTesting
import Testing

@Suite struct TestClockTests {
  @Test func sleeperWakesOnlyWhenTimeReachesItsDeadline() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
    // A failed wait must not leave the sleeper on the test clock for good.
    defer { sleeper.cancel() }
    try await clock.waitForSleepers(1)
    clock.advance(by: .seconds(4))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func sleepingUntilThePastReturnsAtOnce() async throws {
    let clock = TestClock()
    clock.advance(by: .seconds(10))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
  }

  @Test func cancellationResumesTheSleeperWithCancellationError() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    defer { sleeper.cancel() }
    try await clock.waitForSleepers(1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func advancingWakesSleepersEarliestFirst() async throws {
    let clock = TestClock()
    let order = OrderRecorder()
    let late = Task {
      try await clock.sleep(for: .seconds(2))
      await order.append("late")
    }
    defer { late.cancel() }
    try await clock.waitForSleepers(1)
    let early = Task {
      try await clock.sleep(for: .seconds(1))
      await order.append("early")
    }
    defer { early.cancel() }
    try await clock.waitForSleepers(2)
    clock.advance(by: .seconds(1))
    try await early.value
    clock.advance(by: .seconds(1))
    try await late.value
    #expect(await order.values == ["early", "late"])
  }

  /// With two sleepers, the test can wait for the one it means: the 1 s sleeper starts only
  /// after the 3 s one, so the wait for 1 s returns only once that one sleeps.
  @Test func waitingForASleeperByItsDeadline() async throws {
    let clock = TestClock()
    let long = Task { try await clock.sleep(for: .seconds(3)) }
    defer { long.cancel() }
    try await clock.waitForSleepers(1)
    let short = Task { try await clock.sleep(for: .seconds(1)) }
    defer { short.cancel() }
    try await clock.waitForSleeper(until: TestClock.Instant(offset: .seconds(1)))
    #expect(clock.sleeperDeadlines == [TestClock.Instant(offset: .seconds(1)), TestClock.Instant(offset: .seconds(3))])
    clock.advance(by: .seconds(1))
    try await short.value
    #expect(clock.sleeperDeadlines == [TestClock.Instant(offset: .seconds(3))])
    await #expect(throws: ConditionTimeout.self) {
      try await clock.waitForSleeper(until: TestClock.Instant(offset: .seconds(2)), timeout: .milliseconds(20))
    }
  }
}

private actor OrderRecorder {
  var values: [String] = []
  func append(_ value: String) { values.append(value) }
}
