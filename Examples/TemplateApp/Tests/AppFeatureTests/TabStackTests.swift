// keel:sample begin
import AppFeature
import AppTestSupport
import ItemsFeature
import KeelNavigation
import KeelTesting
import Testing

/// One tab's stack: the runner's steps reach the feature's screens, and the view layer's
/// finish signals are taken only for the step in flight (through the stack, so the feature
/// follows). Every test ends with a leak assertion (`.checksLeaks`).
@MainActor
@Suite("TabStack", .checksLeaks)
struct TabStackTests {
  static let twoItems = NavigationState<TabRoute>(path: [.items(.detail(id: "a")), .items(.detail(id: "b"))])

  @Test func eachRunnerStepReachesTheFeaturesScreensOneAtATime() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    let stack = try #require(tabs.stack(for: .items))

    stack.request(Self.twoItems)
    #expect(tabs.items.path.map(\.route) == [.detail(id: "a")])
    stack.stepFinished()
    #expect(tabs.items.path.map(\.route) == [.detail(id: "a"), .detail(id: "b")])
    stack.stepFinished()

    #expect(stack.runner.isIdle)
    #expect(stack.state == Self.twoItems)
    #expect(stack.runner.navigator.state == Self.twoItems)
  }

  @Test func aSettleCancelledWhenTheTabLeavesTheScreenReportsNothing() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    let stack = try #require(tabs.stack(for: .items))
    stack.request(Self.twoItems)

    let waiting = Task { await stack.reportStepFinished(stack.runner.stepsStarted, after: .seconds(60)) }
    waiting.cancel()
    await waiting.value
    #expect(stack.runner.stepInFlight == .push(.items(.detail(id: "a"))))

    await stack.reportStepFinished(stack.runner.stepsStarted, after: .zero)
    #expect(stack.runner.stepInFlight == .push(.items(.detail(id: "b"))))
    #expect(tabs.items.path.count == 2)
    stack.stepFinished()
  }

  @Test func aLateSettleForAnEarlierStepReportsNothing() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    let stack = try #require(tabs.stack(for: .items))
    stack.request(Self.twoItems)
    let first = stack.runner.stepsStarted
    stack.stepFinished()

    await stack.reportStepFinished(first, after: .zero)

    #expect(stack.runner.stepInFlight == .push(.items(.detail(id: "b"))))
    stack.stepFinished()
  }

  @Test func aStepTheFeatureCannotTakeIsRefusedWithAWarning() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    let stack = try #require(tabs.stack(for: .items))

    // The editor is presented in the Items tab, never pushed.
    stack.request(NavigationState(path: [.items(.create)]))

    #expect(tabs.items.path.isEmpty)
    #expect(world.logs.records.contains { $0.level == .warning && $0.message.contains("refused by the items tab") })
    // The runner sees the tab where it really is and stops instead of pushing forever.
    stack.stepFinished()
    stack.stepFinished()
    stack.stepFinished()
    #expect(stack.runner.isIdle)
  }
}
// keel:sample end
