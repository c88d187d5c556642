import KeelStore
import Testing

private struct Failure: Error {}

@Suite struct LoadStateTests {
  @Test func valueIsTheNewestGoodValueInEveryState() {
    #expect(LoadState<Int>.idle.value == nil)
    #expect(LoadState.loading(previous: 1).value == 1)
    #expect(LoadState.loaded(2).value == 2)
    #expect(LoadState.failed(Failure(), lastValue: 3).value == 3)
    #expect(LoadState<Int>.failed(Failure(), lastValue: nil).value == nil)
  }

  @Test func onlyLoadingIsLoadingAndOnlyFailedHasAnError() {
    #expect(LoadState<Int>.loading(previous: nil).isLoading)
    #expect(LoadState.loaded(1).isLoading == false)
    #expect(LoadState<Int>.failed(Failure(), lastValue: nil).error is Failure)
    #expect(LoadState.loaded(1).error == nil)
    #expect(LoadState<Int>.idle.error == nil)
  }
}
