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
}

private actor OrderRecorder {
  var values: [String] = []
  func append(_ value: String) { values.append(value) }
}
