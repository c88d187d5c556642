import Testing

@testable import KeelNavigation

@MainActor
@Suite struct NavigatorTests {
  @Test func pushAppendsToThePath() {
    let navigator = Navigator<TestRoute>()
    navigator.push(.item("a"))
    navigator.push(.profile)
    #expect(navigator.path == [.item("a"), .profile])
    #expect(navigator.top == .profile)
  }

  @Test func popRemovesFromTheTopAndStopsAtTheRoot() {
    let navigator = Navigator<TestRoute>(path: [.item("a"), .item("b"), .profile])
    #expect(navigator.pop() == 1)
    #expect(navigator.path == [.item("a"), .item("b")])
    #expect(navigator.pop(5) == 2)
    #expect(navigator.path.isEmpty)
    #expect(navigator.pop() == 0)
  }

  @Test func popToRouteStopsAtItsLastOccurrence() {
    let navigator = Navigator<TestRoute>(path: [.item("a"), .profile, .item("a"), .item("b")])
    #expect(navigator.pop(to: .item("a")))
    #expect(navigator.path == [.item("a"), .profile, .item("a")])
    #expect(!navigator.pop(to: .item("zzz")))
    #expect(navigator.path.count == 3)
  }

  @Test func popToRootEmptiesThePath() {
    let navigator = Navigator<TestRoute>(path: [.item("a"), .profile])
    navigator.popToRoot()
    #expect(navigator.path.isEmpty)
  }

  @Test func replacePathSwapsTheWholeStack() {
    let navigator = Navigator<TestRoute>(path: [.item("a")])
    navigator.replacePath(with: [.profile, .item("z")])
    #expect(navigator.path == [.profile, .item("z")])
  }

  @Test func presentAndDismissSheetAndCoverTopFirst() {
    let navigator = Navigator<TestRoute>()
    navigator.presentSheet(.profile)
    navigator.presentCover(.item("x"))
    #expect(navigator.sheet == .profile)
    #expect(navigator.cover == .item("x"))
    navigator.dismiss()
    #expect(navigator.cover == nil)
    #expect(navigator.sheet == .profile)
    navigator.dismiss()
    #expect(navigator.sheet == nil)
  }

  @Test func dismissAllClearsBothPresentations() {
    let navigator = Navigator<TestRoute>(sheet: .profile, cover: .item("x"))
    navigator.dismissAll()
    #expect(navigator.sheet == nil && navigator.cover == nil)
  }

  @Test func stateRoundTripsThroughTheValue() {
    let navigator = Navigator<TestRoute>()
    let state = NavigationState<TestRoute>(path: [.item("a")], sheet: .profile, cover: .tab("items"))
    navigator.state = state
    #expect(navigator.state == state)
    #expect(Navigator(state: state).state == state)
  }

  @Test func applyPerformsEachStep() {
    let navigator = Navigator<TestRoute>()
    navigator.apply(.push(.item("a")))
    navigator.apply(.presentSheet(.profile))
    navigator.apply(.presentCover(.tab("items")))
    #expect(navigator.state == NavigationState(path: [.item("a")], sheet: .profile, cover: .tab("items")))
    navigator.apply(.dismissCover)
    navigator.apply(.dismissSheet)
    navigator.apply(.pop)
    #expect(navigator.state == NavigationState())
  }
}
