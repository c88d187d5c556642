import Foundation
import KeelCore
import KeelTesting
import Testing

private final class Session {}
private final class SendableSession: Sendable {}

@Suite struct LeakAssertionTests {
  @Test func passesWhenEverythingWasReleased() async throws {
    let tracker = LeakTracker()
    do { tracker.track(Session()) }
    try await assertNoLeaks(tracker)
  }

  /// An object that something finishing still holds when the assertion starts is not a leak:
  /// the default wait outlasts a release half a second late. The release is made by a thread of
  /// its own, so that it comes half a second after the start however long a busy run keeps the
  /// Swift concurrency pool (and the assertion's polling) waiting.
  @Test func waitsForAnObjectReleasedLate() async throws {
    let tracker = LeakTracker()
    do {
      let session = SendableSession()
      tracker.track(session, label: "finishing")
      Thread {
        usleep(500_000)
        withExtendedLifetime(session) {}
      }.start()
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
