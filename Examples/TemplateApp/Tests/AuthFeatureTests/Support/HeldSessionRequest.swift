import AppTestSupport
import KeelTesting

extension FakeSessionRepository {
  /// Lets the request this fake holds go once it has arrived, then waits until `settled` (the view
  /// model is back from sending), so a test can look at the form while it sends and after.
  @MainActor func releaseHeldRequest(until settled: @MainActor () -> Bool) async throws {
    try await waitForCondition { self.waitingCount == 1 }
    release()
    try await waitForCondition(settled)
  }
}
