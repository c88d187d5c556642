/// Thrown by ``waitForCondition(timeout:pollInterval:file:line:_:)`` when the condition never held.
public struct ConditionTimeout: Error, CustomStringConvertible {
  /// How long the wait lasted before giving up.
  public let timeout: Duration
  /// The file of the call that waited.
  public let file: String
  /// The line of the call that waited.
  public let line: Int

  public var description: String { "Condition not met within \(timeout) (waited at \(file):\(line))." }
}

/// Polls `condition` on the main actor until it holds (seed 004's helper), or throws
/// ``ConditionTimeout``. Polling uses the real clock on purpose: it waits for work running on
/// other tasks, not for time in the code under test. The default timeout is long because a
/// passing test never waits it out, while a shared 2-core CI machine can hold a ready task back
/// for seconds: 3 s made suites fail there under load, and plain `swift test` (every suite at
/// once, CPU-bound ones included) beside two other builds held tasks back for more than 10 s.
@MainActor
public func waitForCondition(
  timeout: Duration = .seconds(60),
  pollInterval: Duration = .milliseconds(10),
  file: String = #fileID,
  line: Int = #line,
  _ condition: @MainActor () -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    guard clock.now < deadline else { throw ConditionTimeout(timeout: timeout, file: file, line: line) }
    try await Task.sleep(for: pollInterval)
  }
}
