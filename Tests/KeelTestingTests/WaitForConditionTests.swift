import KeelTesting
import Testing

@MainActor
@Suite struct WaitForConditionTests {
  @Test func returnsOnceTheConditionHolds() async throws {
    var flag = false
    Task { @MainActor in
      try await Task.sleep(for: .milliseconds(30))
      flag = true
    }
    try await waitForCondition { flag }
    #expect(flag)
  }

  @Test func throwsATimeoutNamingTheCallSite() async {
    do {
      try await waitForCondition(timeout: .milliseconds(50)) { false }
      Issue.record("expected a timeout")
    } catch let timeout as ConditionTimeout {
      #expect(timeout.description.contains("WaitForConditionTests.swift"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
