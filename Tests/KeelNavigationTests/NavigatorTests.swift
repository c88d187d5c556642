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

  @Test func oneSlotHoldsEitherASheetOrACover() {
    let navigator = Navigator<TestRoute>()
    navigator.presentSheet(.profile)
    #expect(navigator.presentation == .sheet(.profile))
    #expect(navigator.sheet == .profile && navigator.cover == nil)
    // iOS shows one modal per presenter: a cover replaces the sheet rather than sitting on it.
    navigator.presentCover(.item("x"))
    #expect(navigator.presentation == .cover(.item("x")))
    #expect(navigator.sheet == nil && navigator.cover == .item("x"))
    navigator.dismiss()
    #expect(navigator.presentation == nil)
  }

  @Test func stateRoundTripsThroughTheValue() {
    let navigator = Navigator<TestRoute>()
    let state = NavigationState<TestRoute>(path: [.item("a")], presentation: .cover(.tab("items")))
    navigator.state = state
    #expect(navigator.state == state)
    #expect(Navigator(state: state).state == state)
  }

  @Test func applyPerformsEachStep() {
    let navigator = Navigator<TestRoute>()
    navigator.apply(.push(.item("a")))
    navigator.apply(.present(.sheet(.profile)))
    #expect(navigator.state == NavigationState(path: [.item("a")], presentation: .sheet(.profile)))
    navigator.apply(.dismiss)
    navigator.apply(.present(.cover(.tab("items"))))
    #expect(navigator.state == NavigationState(path: [.item("a")], presentation: .cover(.tab("items"))))
    navigator.apply(.dismiss)
    navigator.apply(.pop)
    #expect(navigator.state == NavigationState())
  }

  @Test func eachStyleBindingShowsOnlyItsStyle() {
    let navigator = Navigator<TestRoute>(presentation: .sheet(.profile))
    #expect(navigator.presentationBinding(.sheet).get() == .profile)
    #expect(navigator.presentationBinding(.cover).get() == nil)
    // macOS shows a cover as a sheet, through the binding for either style.
    #expect(navigator.presentationBinding(nil).get() == .profile)
    navigator.presentCover(.item("x"))
    #expect(navigator.presentationBinding(.sheet).get() == nil)
    #expect(navigator.presentationBinding(.cover).get() == .item("x"))
    #expect(navigator.presentationBinding(nil).get() == .item("x"))
  }

  @Test func aSwipeDismissesThePresentationItsBindingShowed() {
    let navigator = Navigator<TestRoute>(presentation: .sheet(.profile))
    let binding = navigator.presentationBinding(.sheet)
    binding.wrappedValue = nil
    #expect(navigator.presentation == nil)
  }

  @Test func aLateSwipeForAReplacedPresentationLeavesTheNewOneUp() {
    let navigator = Navigator<TestRoute>(presentation: .sheet(.profile))
    let oldBinding = navigator.presentationBinding(.sheet)
    navigator.presentSheet(.item("new"))
    oldBinding.set(nil)
    #expect(navigator.presentation == .sheet(.item("new")))
    let idleBinding = Navigator<TestRoute>().presentationBinding(.sheet)
    idleBinding.set(nil)
    navigator.presentationBinding(.cover).set(.item("c"))
    #expect(navigator.presentation == .cover(.item("c")))
  }
}
