import AppDomain
import AppLocalization
import AppTestSupport
import DevServer
import KeelTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct ProfileEditorViewModelTests {
  static let sample = FakeProfileRepository.sample

  /// The API's rules, checked before anything is sent; each error under its field.
  @Test(arguments: [
    ("   ", "", [ProfileField.displayName: ProfileFieldError.displayNameEmpty]),
    (String(repeating: "a", count: 81), "", [.displayName: .displayNameTooLong(maximum: 80)]),
    ("Ada", String(repeating: "b", count: 501), [.bio: .bioTooLong(maximum: 500)]),
    ("", String(repeating: "b", count: 501), [.displayName: .displayNameEmpty, .bio: .bioTooLong(maximum: 500)]),
  ])
  func invalidInputIsNeverSent(name: String, bio: String, expected: [ProfileField: ProfileFieldError]) async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    do {
      let editor = factory!.profileEditorViewModel(profile: Self.sample)
      editor.draft = ProfileDraft(displayName: name, bio: bio)
      #expect(editor.fieldErrors == ProfileFieldErrors(expected))
      #expect(!editor.canSave)
      editor.save()
      await editor.waitForTask()
      #expect(editor.visibleErrors == ProfileFieldErrors(expected))
      #expect(profiles.updates.isEmpty)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func onlyTouchedFieldsShowTheirErrorsUntilASaveAttempt() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let editor = factory!.profileEditorViewModel(
        profile: UserProfile(email: "a@example.org", displayName: "", bio: ""))
      #expect(editor.fieldErrors[.displayName] == .displayNameEmpty)
      #expect(editor.visibleErrors.isEmpty, "an untouched field is not marked")
      editor.draft.bio = String(repeating: "b", count: 501)
      #expect(editor.visibleErrors == ProfileFieldErrors([.bio: .bioTooLong(maximum: 500)]))
      editor.save()
      #expect(editor.visibleErrors.byField.count == 2)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func unsavedChangesAskBeforeTheyAreDiscarded() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    var cancels = 0
    do {
      let editor = factory!.profileEditorViewModel(profile: Self.sample)
      editor.output = .init(onSaved: { _ in }, onCancel: { cancels += 1 })
      #expect(!editor.hasUnsavedChanges)
      editor.draft.displayName = "Ada Lovelace"
      #expect(editor.hasUnsavedChanges)
      editor.cancel()
      #expect(editor.isConfirmingDiscard)
      #expect(cancels == 0)
      editor.keepEditing()
      #expect(!editor.isConfirmingDiscard)
      #expect(editor.draft.displayName == "Ada Lovelace", "keeping on editing keeps the text")
      editor.cancel()
      editor.confirmDiscard()
      #expect(cancels == 1)
      editor.draft.displayName = Self.sample.displayName
      editor.cancel()
      #expect(cancels == 2, "typed back to what was saved: nothing to lose, no question")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func anEditorOpenedWithoutTheProfileLoadsIt() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    do {
      let editor = factory!.profileEditorViewModel(profile: nil)
      #expect(editor.state == .loading)
      editor.save()
      #expect(profiles.updates.isEmpty, "nothing to save before it loads")
      editor.onAppear()
      await editor.waitForTask()
      #expect(editor.state == .loaded)
      #expect(editor.draft == ProfileDraft(Self.sample))
      #expect(!editor.hasUnsavedChanges)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aFailedSaveKeepsTheFormAndSays() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    var saved: [UserProfile] = []
    do {
      let editor = factory!.profileEditorViewModel(profile: Self.sample)
      editor.output = .init(onSaved: { saved.append($0) }, onCancel: {})
      editor.draft.bio = "Writes programs."
      profiles.fail(.update, with: .unavailable("offline"))
      editor.save()
      #expect(editor.isSaving)
      await editor.waitForTask()
      #expect(editor.problem == .unavailable)
      #expect(editor.hasUnsavedChanges)
      profiles.fail(.update, with: nil)
      editor.save()
      await editor.waitForTask()
      #expect(editor.problem == nil)
      #expect(saved.map(\.bio) == ["Writes programs."])
      #expect(!editor.hasUnsavedChanges)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  /// Over a real socket: AppData's repository against the in-process DevServer.
  @Test func aSaveReachesTheServerTrimmed() async throws {
    try await DevServerHarness.with { harness in
      let disk = DiskKeyValueStore()
      let profiles = try await harness.signedInProfileRepository()
      var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
      let tracker = factory!.tracker
      var saved: [UserProfile] = []
      do {
        let editor = factory!.profileEditorViewModel(profile: nil)
        editor.output = .init(onSaved: { saved.append($0) }, onCancel: {})
        editor.onAppear()
        await editor.waitForTask()
        #expect(editor.draft.displayName == harness.account.displayName)
        editor.draft = ProfileDraft(displayName: "  Grace Hopper  ", bio: "Finds bugs.")
        editor.save()
        await editor.waitForTask()
        #expect(saved.map(\.displayName) == ["Grace Hopper"])
        let stored = try await profiles.profile()
        #expect(
          [stored.email, stored.displayName, stored.bio] == [harness.account.email, "Grace Hopper", "Finds bugs."])
      }
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }

  /// An app built before the server tightened its rules lets an 81-character name through; the
  /// server's own validation refuses it, and the form shows the server's reason.
  @Test func theServersRefusalShowsOnTheForm() async throws {
    try await DevServerHarness.with { harness in
      let disk = DiskKeyValueStore()
      let profiles = try await harness.signedInProfileRepository()
      let olderRules = ProfileRules(maximumDisplayNameLength: 120, maximumBioLength: 500)
      var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles, rules: olderRules)
      let tracker = factory!.tracker
      var saved: [UserProfile] = []
      do {
        let before = try await profiles.profile()
        let editor = factory!.profileEditorViewModel(profile: before)
        editor.output = .init(onSaved: { saved.append($0) }, onCancel: {})
        editor.draft.displayName = String(repeating: "n", count: 81)
        #expect(editor.canSave, "the older rules allow it")
        editor.save()
        await editor.waitForTask()
        #expect(editor.problem == .refused("field 'displayName' must be 1 to 80 characters"))
        #expect(saved.isEmpty)
        #expect(editor.hasUnsavedChanges, "the text stays for the person to shorten")
        #expect(try await profiles.profile() == before, "nothing stored")
        let message = SettingsText(localizer: { AppStrings.localizer(preferredLanguages: ["de"]) })
          .problem(try #require(editor.problem))
        #expect(message == "Der Server hat die Änderung abgelehnt: field 'displayName' must be 1 to 80 characters")
      }
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }
}
