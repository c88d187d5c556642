import KeelCore
import KeelTesting
import Testing

/// Leak assertions for whole suites: `@Suite(.checksLeaks)` gives each test a fresh
/// ``LeakTracker`` that the suite's helpers fill through ``LeakCheck/track(_:file:line:)``, and
/// after the test returns (its locals gone) asserts that nothing tracked is still alive.
public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    let tracker = LeakTracker()
    try await LeakCheck.$tracker.withValue(tracker) { try await function() }
    try await assertNoLeaks(tracker)
  }
}

extension Trait where Self == LeakCheckTrait {
  /// Every test of the suite ends with a leak assertion over what its helpers tracked.
  public static var checksLeaks: Self { Self() }
}

public enum LeakCheck {
  /// The running test's tracker, under `.checksLeaks`.
  @TaskLocal public static var tracker: LeakTracker?

  /// Tracks `object` for the running test's leak assertion. Outside `.checksLeaks` it is a
  /// programming error: the assertion would silently not happen.
  public static func track(_ object: AnyObject, file: String = #fileID, line: Int = #line) {
    guard let tracker else {
      Issue.record("LeakCheck.track outside a suite marked .checksLeaks (\(file):\(line))")
      return
    }
    tracker.track(object, file: file, line: line)
  }
}
