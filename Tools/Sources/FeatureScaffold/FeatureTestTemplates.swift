/// The tests of a new feature: its view model and its coordinator, each test ending with a leak
/// assertion (KeelTesting's `assertNoLeaks`), over a test factory that tracks what it makes.
enum FeatureTestTemplates {
  static func files(_ name: FeatureName) -> [(path: String, contents: String)] {
    let folder = "Tests/\(name.testModule)"
    return [
      ("\(folder)/\(name.viewModel)Tests.swift", viewModelTests(name)),
      ("\(folder)/\(name.coordinator)Tests.swift", coordinatorTests(name)),
      ("\(folder)/Support/\(name.testFactory).swift", testFactory(name)),
    ]
  }

  static func viewModelTests(_ name: FeatureName) -> String {
    """
    import KeelCore
    import KeelTesting
    import Testing

    @testable import \(name.module)

    @MainActor
    @Suite struct \(name.viewModel)Tests {
      @Test func finishingShowsTheConfirmationAndReportsOnce() async throws {
        let tracker = LeakTracker()
        var viewModel: \(name.viewModel)? = \(name.viewModel)()
        tracker.track(viewModel!)
        var finished = 0
        viewModel!.output = .init(onFinish: { finished += 1 })
        #expect(viewModel!.state == .intro)
        viewModel!.finish()
        viewModel!.finish()
        #expect(viewModel!.state == .finished)
        #expect(finished == 1, "a second tap reports nothing")
        viewModel = nil
        try await assertNoLeaks(tracker)
      }

      @Test func startingAgainShowsTheIntroductionAndCanFinishAgain() async throws {
        let tracker = LeakTracker()
        var viewModel: \(name.viewModel)? = \(name.viewModel)()
        tracker.track(viewModel!)
        var finished = 0
        viewModel!.output = .init(onFinish: { finished += 1 })
        viewModel!.finish()
        viewModel!.startAgain()
        #expect(viewModel!.state == .intro)
        viewModel!.finish()
        #expect(finished == 2)
        viewModel = nil
        try await assertNoLeaks(tracker)
      }
    }

    """
  }

  static func coordinatorTests(_ name: FeatureName) -> String {
    """
    import Foundation
    import KeelCore
    import KeelTesting
    import Testing

    @testable import \(name.module)

    @MainActor
    @Suite struct \(name.coordinator)Tests {
      @Test func theHomeScreenIsMadeOnceAndFinishingGoesOutThroughTheOutput() async throws {
        var factory: \(name.testFactory)? = \(name.testFactory)()
        let tracker = factory!.tracker
        var coordinator: \(name.coordinator)? = \(name.coordinator)(factory: factory!)
        tracker.track(coordinator!)
        var finished = 0
        coordinator!.output = .init(onFinish: { finished += 1 })
        #expect(coordinator!.homeViewModel === coordinator!.homeViewModel)
        #expect(factory!.made == 1)
        coordinator!.homeViewModel.finish()
        #expect(finished == 1)
        coordinator = nil
        factory = nil
        try await assertNoLeaks(tracker)
      }

      @Test func homeIsTheRootAndSavedRoutesRestoreTheStack() async throws {
        var factory: \(name.testFactory)? = \(name.testFactory)()
        let tracker = factory!.tracker
        var coordinator: \(name.coordinator)? = \(name.coordinator)(factory: factory!)
        tracker.track(coordinator!)
        coordinator!.show(.home)
        #expect(coordinator!.routes.isEmpty, "home is the root, never pushed")
        let saved = try JSONEncoder().encode([\(name.route).home])
        coordinator!.restore(try JSONDecoder().decode([\(name.route)].self, from: saved))
        #expect(coordinator!.routes.isEmpty)
        coordinator = nil
        factory = nil
        try await assertNoLeaks(tracker)
      }
    }

    """
  }

  static func testFactory(_ name: FeatureName) -> String {
    // swift-format's OrderedImports: the feature's module sorts among the kit's.
    let imports = ["KeelCore", name.module].sorted().map { "import \($0)" }.joined(separator: "\n")
    return """
      \(imports)

      /// The \(name.displayName) feature's elements factory for tests: every view model it makes is
      /// tracked for the flow's leak assertion, and counted.
      @MainActor
      final class \(name.testFactory): \(name.elementsFactory) {
        let tracker = LeakTracker()
        private(set) var made = 0

        func \(name.viewModelMethod)() -> \(name.viewModel) {
          let viewModel = \(name.viewModel)()
          tracker.track(viewModel)
          made += 1
          return viewModel
        }
      }

      """
  }
}
