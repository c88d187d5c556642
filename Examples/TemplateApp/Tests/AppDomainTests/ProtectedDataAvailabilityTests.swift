import AppDomain
import KeelCore
import Testing

@Suite struct ProtectedDataAvailabilityTests {
  @Test func aWaitEndsAtTheNextAvailabilityNotBefore() async {
    let availability = ProtectedDataAvailability()
    let ended = Locked(false)
    let mark = availability.mark
    let wait = Task {
      await availability.available(after: mark)
      ended.withLock { $0 = true }
    }
    try? await Task.sleep(for: .milliseconds(50))
    #expect(!ended.withLock { $0 }, "nothing became available yet")
    availability.becameAvailable()
    await wait.value
    #expect(ended.withLock { $0 })
  }

  @Test func anAvailabilityBetweenTheMarkAndTheWaitIsNotMissed() async {
    let availability = ProtectedDataAvailability()
    let mark = availability.mark
    availability.becameAvailable()
    await availability.available(after: mark)
    #expect(availability.mark != mark)
  }

  @Test func aCancelledWaitEnds() async {
    let availability = ProtectedDataAvailability()
    let wait = Task { await availability.available(after: availability.mark) }
    wait.cancel()
    await wait.value
  }
}
