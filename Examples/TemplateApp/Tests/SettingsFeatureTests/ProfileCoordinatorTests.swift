import AppDomain
import AppTestSupport
import Foundation
import KeelNavigation
import KeelTesting
import Testing

@testable import SettingsFeature

/// The Profile sub-flow on its own: a presenter shows it, the coordinator runs its stack.
@MainActor
@Suite struct ProfileCoordinatorTests {
  /// What the flow reported.
  @MainActor
  final class Reports {
    var outcomes: [SubFlowOutcome] = []
    var saved: [UserProfile] = []
    var deletions = 0
  }

  /// A presented flow and its coordinator.
  @MainActor
  struct Running {
    let presenter = SubFlowPresenter<ProfileScreen>()
    let coordinator: ProfileCoordinator
    let root: ProfileViewModel
    let reports = Reports()

    init(factory: SettingsTestFactory) {
      root = factory.profileViewModel()
      let reports = reports
      let flow = presenter.present(root: .profile(root)) { reports.outcomes.append($0) }
      coordinator = ProfileCoordinator(flow: flow, root: root, factory: factory)
      coordinator.output = .init(
        onSaved: { reports.saved.append($0) }, onAccountDeleted: { reports.deletions += 1 })
      factory.tracker.track(flow, label: "flow")
      factory.tracker.track(coordinator, label: "profile coordinator")
    }

    var outcomes: [SubFlowOutcome] { reports.outcomes }
    var saved: [UserProfile] { reports.saved }
  }

  @Test func closeDismissesTheFlow() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let running = Running(factory: factory!)
      guard case .profile(let root) = running.coordinator.root, root === running.root else {
        Issue.record("the coordinator's root is not the flow's profile screen")
        return
      }
      running.root.onAppear()
      await running.root.waitForTask()
      running.root.close()
      #expect(running.outcomes == [.dismissed])
      #expect(running.presenter.presented == nil)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func saveCompletesTheFlowAfterReportingTheProfile() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let running = Running(factory: factory!)
      running.root.onAppear()
      await running.root.waitForTask()
      running.root.edit()
      running.root.edit()
      #expect(running.coordinator.path.count == 1, "the editor is pushed once")
      let editor = try #require(running.coordinator.editor)
      #expect(editor.draft == ProfileDraft(FakeProfileRepository.sample), "filled from the profile shown")
      editor.draft.displayName = "Ada Lovelace"
      editor.save()
      await editor.waitForTask()
      #expect(running.saved.map(\.displayName) == ["Ada Lovelace"])
      #expect(running.outcomes == [.completed])
      editor.cancel()
      #expect(running.outcomes == [.completed], "a late cancel reports nothing more")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func anEditorOpenedWithoutAProfileTakesTheOneShown() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    do {
      let running = Running(factory: factory!)
      running.root.onAppear()
      await running.root.waitForTask()
      running.coordinator.showEditor(profile: nil)
      let editor = try #require(running.coordinator.editor)
      #expect(editor.state == .loaded, "no second load")
      #expect(editor.draft == ProfileDraft(FakeProfileRepository.sample))
      #expect(profiles.loads == 1)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func cancelWithUnsavedChangesDismissesOnlyAfterTheDiscardIsConfirmed() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let running = Running(factory: factory!)
      running.coordinator.showEditor(profile: FakeProfileRepository.sample)
      let editor = try #require(running.coordinator.editor)
      #expect(!running.coordinator.isDismissBlocked)
      editor.draft.bio = "Changed."
      #expect(running.coordinator.isDismissBlocked, "a swipe down would lose the change")
      #expect(editor.bioLength == 8)
      editor.cancel()
      #expect(running.outcomes.isEmpty)
      #expect(editor.isConfirmingDiscard)
      editor.confirmDiscard()
      #expect(running.outcomes == [.dismissed])
      #expect(running.saved.isEmpty)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func deleteAccountIsPushedAndADeletionCompletesTheFlowAfterReportingIt() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let running = Running(factory: factory!)
      running.root.deleteAccount()
      #expect(running.coordinator.deleteAccount == nil, "nothing to delete before the profile shows")
      running.root.onAppear()
      await running.root.waitForTask()
      running.root.deleteAccount()
      running.root.deleteAccount()
      #expect(running.coordinator.path.count == 1, "pushed once")
      let deletion = try #require(running.coordinator.deleteAccount)
      deletion.cancel()
      #expect(running.coordinator.deleteAccount == nil, "Cancel goes back to the profile")
      #expect(running.outcomes.isEmpty)

      running.root.deleteAccount()
      let second = try #require(running.coordinator.deleteAccount)
      second.password = UUID().uuidString
      second.requestDelete()
      second.confirmDelete()
      #expect(running.coordinator.isDismissBlocked, "the request is out: the sheet stays")
      await second.waitForTask()
      #expect(running.reports.deletions == 1)
      #expect(running.outcomes == [.completed])
      #expect(factory!.localData.erasedUserIDs == [FakeProfileRepository.sample.email])
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
