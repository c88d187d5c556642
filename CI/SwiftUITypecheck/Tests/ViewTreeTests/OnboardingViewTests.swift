import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import OnboardingFeature

extension ViewSnapshots {
  /// Each onboarding step in two languages, and Next, Back, Skip and Done through the tree.
  @MainActor @Suite struct OnboardingViewTests {
    /// The onboarding view model moved on to `step` with its own Next.
    static func viewModel(at step: OnboardingStep, in screens: Screens) -> OnboardingViewModel {
      let viewModel = screens.onboardingViewModel()
      while viewModel.step != step { viewModel.next() }
      return viewModel
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func welcome(_ language: SnapshotLanguage) throws {
      language.select()
      let view = OnboardingView(viewModel: Self.viewModel(at: .welcome, in: try Screens()))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func highlights(_ language: SnapshotLanguage) throws {
      language.select()
      let view = OnboardingView(viewModel: Self.viewModel(at: .highlights, in: try Screens()))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func ready(_ language: SnapshotLanguage) throws {
      language.select()
      let view = OnboardingView(viewModel: Self.viewModel(at: .ready, in: try Screens()))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func nextWalksTheStepsBackReturnsAndDoneFinishes() throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let viewModel = screens.onboardingViewModel()
      var finished = 0
      viewModel.output = .init(finished: { finished += 1 })
      let tree = ViewTree(OnboardingView(viewModel: viewModel))
      #expect(throws: ViewTreeError.self, "no Back on the first step") { try tree.button(L10n.onboarding.back) }

      try tree.button(L10n.onboarding.next).tap()
      tree.reload()
      #expect(tree.contains(text: L10n.onboarding.step2.title))
      try tree.button(L10n.onboarding.back).tap()
      tree.reload()
      #expect(tree.contains(text: L10n.onboarding.step1.title))
      try tree.button(L10n.onboarding.next).tap()
      tree.reload()
      try tree.button(L10n.onboarding.next).tap()
      tree.reload()
      #expect(throws: ViewTreeError.self, "no Skip on the last step") { try tree.button(L10n.onboarding.skip) }
      try tree.button(L10n.onboarding.done).tap()

      #expect(finished == 1)
      #expect(viewModel.isCompleted)
    }

    @Test func skipFinishesFromTheFirstStep() throws {
      SnapshotLanguage.en.select()
      let viewModel = try Screens().onboardingViewModel()
      var finished = 0
      viewModel.output = .init(finished: { finished += 1 })

      try ViewTree(OnboardingView(viewModel: viewModel)).button(L10n.onboarding.skip).tap()

      #expect(finished == 1)
      #expect(viewModel.isCompleted)
    }
  }
}
