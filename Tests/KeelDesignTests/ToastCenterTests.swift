import KeelCore
import KeelTesting
import Testing

@testable import KeelDesign

@MainActor
@Suite struct ToastCenterTests {
  static func messages(_ center: ToastCenter) -> [String] {
    ([center.current].compactMap { $0 } + center.pending).map(\.message)
  }

  @Test func toastsWaitTheirTurnInOrder() throws {
    let center = ToastCenter(clock: TestClock())
    #expect(center.current == nil)
    center.show("Saved", style: .info)
    center.show("Couldn't refresh", style: .error)
    center.show("Deleted")
    #expect(Self.messages(center) == ["Saved", "Couldn't refresh", "Deleted"])
    #expect(center.current?.style == .info)
    center.dismiss(try #require(center.current))
    #expect(center.current?.message == "Couldn't refresh")
    #expect(center.current?.style == .error)
    center.dismiss(try #require(center.current))
    center.dismiss(try #require(center.current))
    #expect(center.current == nil)
    #expect(center.pending.isEmpty)
  }

  @Test func anIdenticalMessageWithinTwoSecondsIsShownOnce() throws {
    let clock = TestClock()
    let center = ToastCenter(clock: clock)
    #expect(center.show("Offline", style: .error))
    #expect(!center.show("Offline", style: .error), "on screen: dropped")
    #expect(center.show("Offline", style: .info), "another style is another message")
    #expect(center.show("Other", style: .error))
    #expect(Self.messages(center) == ["Offline", "Offline", "Other"])

    center.removeAll()
    clock.advance(by: .milliseconds(1999))
    #expect(!center.show("Offline", style: .error), "gone from screen, but accepted 1.999 s ago")
    clock.advance(by: .milliseconds(1))
    #expect(center.show("Offline", style: .error), "two seconds later it is news again")
    #expect(Self.messages(center) == ["Offline"])
  }

  @Test func aMessageWaitingInTheQueueIsNotQueuedTwiceEvenAfterTheWindow() {
    let clock = TestClock()
    let center = ToastCenter(clock: clock)
    center.show("First")
    center.show("Second")
    clock.advance(by: .seconds(3))
    #expect(!center.show("Second"), "still waiting to be shown")
    #expect(Self.messages(center) == ["First", "Second"])
  }

  @Test func aToastIsDismissedAfterTheDisplayTimeAndTheNextGetsItsFullTime() async throws {
    let clock = TestClock()
    let center = ToastCenter(clock: clock, displayDuration: .seconds(4))
    center.show("One")
    center.show("Two")
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(3999))
    #expect(center.current?.message == "One")
    clock.advance(by: .milliseconds(1))
    try await waitForCondition { center.current?.message == "Two" }
    try await clock.waitForSleepers(1)
    clock.advance(by: .seconds(3))
    #expect(center.current?.message == "Two", "its four seconds began when it was shown")
    clock.advance(by: .seconds(1))
    try await waitForCondition { center.current == nil }
  }

  @Test func aTapDismissesAtOnceAndALateTapIsIgnored() async throws {
    let clock = TestClock()
    let center = ToastCenter(clock: clock)
    center.show("One")
    center.show("Two")
    let first = try #require(center.current)
    try await clock.waitForSleepers(1)
    center.dismiss(first)
    #expect(center.current?.message == "Two")
    center.dismiss(first)
    #expect(center.current?.message == "Two", "a tap on a toast already gone changes nothing")
    // The first toast's timer was cancelled: only the second one's is left.
    try await waitForCondition { clock.sleeperCount == 1 }
    clock.advance(by: .seconds(4))
    try await waitForCondition { center.current == nil }
  }

  @Test func aCentreShowingAToastIsReleasedWithItsSession() async throws {
    let tracker = LeakTracker()
    let clock = TestClock()
    var center: ToastCenter? = ToastCenter(clock: clock)
    tracker.track(center!)
    center!.show("Still on screen")
    try await clock.waitForSleepers(1)
    center = nil
    try await assertNoLeaks(tracker)
    try await waitForCondition { clock.sleeperCount == 0 }
  }
}
