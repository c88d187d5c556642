import Foundation
import KeelCore
import KeelTesting
import Testing
import WebFeature

/// Counts the view models it builds, so a test can tell a kept view model from a rebuilt one.
@MainActor
final class CountingWebFactory: WebElementsFactory {
  var built: [URL] = []

  func makeWebViewModel(url: URL) -> WebViewModel {
    built.append(url)
    return WebViewModel(url: url)
  }
}

@MainActor
@Suite("WebCoordinator")
struct WebCoordinatorTests {
  static let page = URL(string: "https://example.org/offer")!
  static let otherPage = URL(string: "https://example.org/other")!

  @Test func startingBuildsTheViewModelOfTheRoutesURL() async throws {
    let tracker = LeakTracker()
    do {
      let factory = CountingWebFactory()
      let coordinator = WebCoordinator(factory: factory)
      tracker.track(coordinator)
      let viewModel = coordinator.start(.page(Self.page))
      tracker.track(viewModel)
      #expect(viewModel.url == Self.page)
      #expect(coordinator.route == .page(Self.page))
      #expect(coordinator.viewModel === viewModel)
      #expect(factory.built == [Self.page])
    }
    try await assertNoLeaks(tracker)
  }

  @Test func theSameRouteKeepsItsViewModelAndANewURLBuildsAnother() async throws {
    let tracker = LeakTracker()
    do {
      let factory = CountingWebFactory()
      let coordinator = WebCoordinator(factory: factory)
      tracker.track(coordinator)
      let first = coordinator.start(.page(Self.page))
      tracker.track(first)
      #expect(coordinator.start(.page(Self.page)) === first, "a repeated status keeps the page")
      let second = coordinator.start(.page(Self.otherPage))
      tracker.track(second)
      #expect(second !== first)
      #expect(second.url == Self.otherPage)
      #expect(factory.built == [Self.page, Self.otherPage])
    }
    try await assertNoLeaks(tracker)
  }

  @Test func theRouteRoundTripsThroughCodable() throws {
    let data = try JSONEncoder().encode(WebRoute.page(Self.page))
    #expect(try JSONDecoder().decode(WebRoute.self, from: data) == .page(Self.page))
  }
}
