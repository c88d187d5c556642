import KeelCore
import Testing

private final class Widget {}

@Suite struct LeakTrackerTests {
  @Test func listsSurvivorsByTypeAndForgetsReleasedObjects() {
    let tracker = LeakTracker()
    let kept = Widget()
    do {
      let released = Widget()
      tracker.track(released)
    }
    tracker.track(kept, label: "kept")
    let survivors = tracker.survivors()
    #expect(survivors.count == 1)
    #expect(survivors.first?.typeName == "Widget")
    #expect(survivors.first?.description.contains("'kept'") == true)
    #expect(survivors.first?.description.contains("LeakTrackerTests.swift") == true)
    withExtendedLifetime(kept) {}
  }

  @Test func trackingDoesNotExtendLifetime() {
    let tracker = LeakTracker()
    weak var weakWidget: Widget?
    do {
      let widget = Widget()
      weakWidget = widget
      tracker.track(widget)
    }
    #expect(weakWidget == nil)
    #expect(tracker.survivorCount == 0)
  }
}
