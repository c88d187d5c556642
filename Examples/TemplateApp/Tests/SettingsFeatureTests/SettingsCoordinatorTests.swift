import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelNavigation
import KeelTesting
import Testing

@testable import SettingsFeature

/// What the Settings coordinator sends to the root.
@MainActor
final class SettingsCoordinatorRecorder {
  var signOuts = 0
  var resets = 0
  var notices: [SettingsNotice] = []

  func output() -> SettingsCoordinator.Output {
    .init(
      onSignOut: { [weak self] in self?.signOuts += 1 }, onResetOnboarding: { [weak self] in self?.resets += 1 },
      onNotice: { [weak self] in self?.notices.append($0) })
  }
}

@MainActor
@Suite struct SettingsCoordinatorTests {
  static func track(_ coordinator: SettingsCoordinator, in factory: SettingsTestFactory) -> SettingsCoordinator {
    factory.tracker.track(coordinator, label: "settings coordinator")
    return coordinator
  }

  /// The running sub-flow and its coordinator, tracked for the leak check.
  static func trackProfile(_ coordinator: SettingsCoordinator, in factory: SettingsTestFactory) throws {
    let flow = try #require(coordinator.profilePresenter.presented)
    factory.tracker.track(flow, label: "profile flow")
    factory.tracker.track(try #require(coordinator.profile), label: "profile coordinator")
  }

  @Test func theListIsMadeOnceAndReachesTheRootOnlyThroughTheOutput() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let recorder = SettingsCoordinatorRecorder()
    var coordinator: SettingsCoordinator? = Self.track(SettingsCoordinator(factory: factory!), in: factory!)
    coordinator!.output = recorder.output()
    #expect(coordinator!.settingsViewModel === coordinator!.settingsViewModel)
    coordinator!.settingsViewModel.requestSignOut()
    coordinator!.settingsViewModel.confirmSignOut()
    coordinator!.settingsViewModel.resetOnboarding()
    #expect(recorder.signOuts == 1)
    #expect(recorder.resets == 1)
    coordinator!.settingsViewModel.openLanguage()
    coordinator!.settingsViewModel.openLanguage()
    #expect(coordinator!.routes == [.language], "the same screen is not pushed twice")
    coordinator!.settingsViewModel.openTheme()
    #expect(coordinator!.routes == [.language, .theme])
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aLanguageChosenOnItsScreenShowsOnTheList() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    var coordinator: SettingsCoordinator? = Self.track(SettingsCoordinator(factory: factory!), in: factory!)
    coordinator!.show(.language)
    do {
      guard case .language(let language) = coordinator!.navigator.top else {
        Issue.record("the language screen is not on top")
        return
      }
      language.select(.german)
    }
    #expect(coordinator!.settingsViewModel.language == .german)
    #expect(factory!.applied.all == ["de"])
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func theProfileFlowClosedWithoutChangesIsDismissed() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let recorder = SettingsCoordinatorRecorder()
    var coordinator: SettingsCoordinator? = Self.track(SettingsCoordinator(factory: factory!), in: factory!)
    coordinator!.output = recorder.output()
    coordinator!.settingsViewModel.openProfile()
    try Self.trackProfile(coordinator!, in: factory!)
    #expect(coordinator!.routes == [.profile])
    coordinator!.profile?.showEditor(profile: FakeProfileRepository.sample)
    #expect(coordinator!.routes == [.profile, .editProfile])
    coordinator!.profile?.editor?.cancel()
    #expect(coordinator!.profilePresenter.presented == nil)
    #expect(coordinator!.profile == nil)
    #expect(coordinator!.routes.isEmpty)
    #expect(recorder.notices.isEmpty)
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aSwipeDownDismissesTheFlow() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    var coordinator: SettingsCoordinator? = Self.track(SettingsCoordinator(factory: factory!), in: factory!)
    coordinator!.show(.profile)
    try Self.trackProfile(coordinator!, in: factory!)
    // What SwiftUI writes when the sheet is swiped away.
    coordinator!.profilePresenter.presentedBinding.set(nil)
    #expect(coordinator!.profile == nil)
    #expect(coordinator!.profilePresenter.presented == nil)
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func discardingUnsavedChangesDismissesTheFlowAndKeepsTheSavedProfile() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    var coordinator: SettingsCoordinator? = Self.track(SettingsCoordinator(factory: factory!), in: factory!)
    coordinator!.show(.editProfile)
    try Self.trackProfile(coordinator!, in: factory!)
    do {
      let editor = try #require(coordinator!.profile?.editor)
      editor.onAppear()
      await editor.waitForTask()
      editor.draft.displayName = "Someone else"
      editor.cancel()
      #expect(coordinator!.profile != nil, "asked first, still presented")
      editor.confirmDiscard()
    }
    #expect(coordinator!.profile == nil)
    #expect(profiles.updates.isEmpty)
    #expect(profiles.profile == FakeProfileRepository.sample)
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  /// The complete path end to end over a real socket: the summary shows the saved name at once
  /// and the root hears a notice.
  @Test func savingCompletesTheFlowAndUpdatesTheList() async throws {
    try await DevServerHarness.with { harness in
      let disk = DiskKeyValueStore()
      var factory: SettingsTestFactory? = try SettingsTestFactory(
        disk: disk, profiles: try await harness.signedInProfileRepository())
      let tracker = factory!.tracker
      let recorder = SettingsCoordinatorRecorder()
      var coordinator: SettingsCoordinator? = Self.track(SettingsCoordinator(factory: factory!), in: factory!)
      coordinator!.output = recorder.output()
      do {
        let list = coordinator!.settingsViewModel
        list.onAppear()
        await list.waitForTasks()
        guard case .loaded(let before) = list.state else {
          Issue.record("summary not loaded: \(list.state)")
          return
        }
        #expect(before.displayName == harness.account.displayName)
        list.openProfile()
        try Self.trackProfile(coordinator!, in: factory!)
        do {
          let profile = try #require(coordinator!.profile)
          guard case .profile(let root) = try #require(coordinator!.profilePresenter.presented).root else {
            Issue.record("the flow's root is not the profile")
            return
          }
          root.onAppear()
          await root.waitForTask()
          root.edit()
          let editor = try #require(profile.editor)
          editor.draft.displayName = "Margaret Hamilton"
          editor.save()
          await editor.waitForTask()
        }
        #expect(coordinator!.profile == nil, "completed and released")
        var expected = before
        expected.displayName = "Margaret Hamilton"
        #expect(list.state == .loaded(expected))
        #expect(recorder.notices == [.profileSaved])
      }
      coordinator = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }

  @Test func routesRestoreTheStackAndTheSubFlow() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    var coordinator: SettingsCoordinator? = Self.track(SettingsCoordinator(factory: factory!), in: factory!)
    let saved = try JSONEncoder().encode([SettingsRoute.theme, .profile, .editProfile])
    coordinator!.restore(try JSONDecoder().decode([SettingsRoute].self, from: saved))
    try Self.trackProfile(coordinator!, in: factory!)
    #expect(coordinator!.routes == [.theme, .profile, .editProfile])
    #expect(coordinator!.profile?.path.count == 1)
    coordinator!.show(.profile)
    #expect(coordinator!.routes == [.theme, .profile], "the profile route shows the flow's root")
    coordinator!.show(.settings)
    #expect(coordinator!.routes.isEmpty)
    coordinator = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
