import KeelCore
import KeelTesting
import Testing

private final class Session {}

@Suite struct LeakAssertionTests {
  @Test func passesWhenEverythingWasReleased() async throws {
    let tracker = LeakTracker()
    do { tracker.track(Session()) }
    try await assertNoLeaks(tracker)
  }

  /// An object a finishing task still holds when the assertion starts is not a leak: the
  /// default wait outlasts a task that a loaded machine runs late (here, half a second).
  @Test func waitsForATaskThatReleasesLate() async throws {
    let tracker = LeakTracker()
    do {
      let session = Session()
      tracker.track(session, label: "finishing")
      Task {
        try await Task.sleep(for: .milliseconds(500))
        withExtendedLifetime(session) {}
      }
    }
    try await assertNoLeaks(tracker)
  }

  @Test func failsNamingEachSurvivor() async throws {
    let tracker = LeakTracker()
    let session = Session()
    tracker.track(session, label: "signed-in")
    do {
      try await assertNoLeaks(tracker, settle: .milliseconds(20))
      Issue.record("expected a leak")
    } catch let leaks as LeaksFound {
      #expect(leaks.survivors.count == 1)
      #expect(leaks.description.contains("Session 'signed-in'"))
    }
    withExtendedLifetime(session) {}
  }
}
