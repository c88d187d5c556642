import Foundation
import KeelNetwork
import KeelTesting
import Testing

@Suite struct APIClockTests {
  @Test func measuresAndSleepsOnTheGivenClock() async throws {
    let testClock = TestClock()
    let clock = APIClock(testClock)
    #expect(clock.now() == .zero)

    let sleeper = Task { try await clock.sleep(.seconds(5)) }
    // A failed wait must not leave the sleeper on the test clock for good.
    defer { sleeper.cancel() }
    try await testClock.waitForSleepers(1)
    testClock.advance(by: .seconds(5))
    try await sleeper.value
    #expect(clock.now() == .seconds(5))
  }

  @Test func sleepingThrowsWhenCancelled() async throws {
    let testClock = TestClock()
    let clock = APIClock(testClock)
    let sleeper = Task { try await clock.sleep(.seconds(5)) }
    defer { sleeper.cancel() }
    try await testClock.waitForSleepers(1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test func continuousClockMovesForward() async throws {
    let clock = APIClock.continuous
    let before = clock.now()
    try await clock.sleep(.milliseconds(20))
    #expect(clock.now() - before >= .milliseconds(20))
  }
}
