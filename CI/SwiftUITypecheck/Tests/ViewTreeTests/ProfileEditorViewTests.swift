import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import SettingsFeature

extension ViewSnapshots {
  /// The profile editor in its states and two languages, and Save and Cancel through the tree.
  @MainActor @Suite struct ProfileEditorViewTests {
    /// The editor over `screens`: opened with the profile it edits, or (`profile: nil`) loading
    /// it through its own `.onAppear`.
    static func appeared(
      _ screens: Screens, profile: UserProfile? = FakeProfileRepository.sample
    ) async throws -> (ProfileEditorView, ProfileEditorViewModel) {
      let viewModel = screens.profileEditorViewModel(profile: profile)
      let view = try await ViewTree.appeared(ProfileEditorView(viewModel: viewModel)) { await viewModel.waitForTask() }
      return (view, viewModel)
    }

    static func bio(in tree: ViewTree) throws -> ViewNode {
      try tree.find("the bio editor") { $0.kind == "TextEditor" }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      let viewModel = try Screens().profileEditorViewModel(profile: nil)
      assertViewSnapshot(of: ProfileEditorView(viewModel: viewModel), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language) { try await Self.appeared($0, profile: nil).0 }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language, profileLoad: .unauthorized) {
        try await Self.appeared($0, profile: nil).0
      }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language, profileLoad: .unavailable("offline")) {
        try await Self.appeared($0, profile: nil).0
      }
    }

    /// An empty name and a bio past the limit: each field's problem, the count, Save disabled.
    @Test(arguments: SnapshotLanguage.allCases)
    func validationErrors(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared(try Screens())
      let tree = ViewTree(view)
      try tree.control("TextField", L10n.profile.field.displayName).type("")
      try Self.bio(in: tree).type(String(repeating: "a", count: 501))
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    /// The save refused by the server: its message above the form.
    @Test(arguments: SnapshotLanguage.allCases)
    func saveFailed(_ language: SnapshotLanguage) async throws {
      language.select()
      let screens = try Screens()
      screens.profiles.fail(.update, with: .unavailable("offline"))
      let (view, viewModel) = try await Self.appeared(screens)
      let tree = ViewTree(view)
      try tree.control("TextField", L10n.profile.field.displayName).type("Ada L.")
      tree.reload()
      try tree.button(L10n.common.save).tap()
      await viewModel.waitForTask()
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func saveSendsTheEditedProfile() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens)
      var saved: [UserProfile] = []
      var cancelled = 0
      viewModel.output = .init(onSaved: { saved.append($0) }, onCancel: { cancelled += 1 })
      let tree = ViewTree(view)
      #expect(throws: ViewTreeError.self, "nothing changed: nothing to save") {
        try tree.button(L10n.common.save).tap()
      }

      try tree.control("TextField", L10n.profile.field.displayName).type("Ada Lovelace")
      try Self.bio(in: tree).type("Counts everything.")
      tree.reload()
      try tree.button(L10n.common.save).tap()
      await viewModel.waitForTask()

      #expect(screens.profiles.updates == [ProfileDraft(displayName: "Ada Lovelace", bio: "Counts everything.")])
      #expect(saved.map(\.displayName) == ["Ada Lovelace"])
      #expect(cancelled == 0, "Save is not Cancel")
    }

    @Test func cancelWithChangesAsksAndOnlyDiscardLeaves() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      let (view, viewModel) = try await Self.appeared(screens)
      var cancelled = 0
      viewModel.output = .init(onSaved: { _ in Issue.record("Cancel saved") }, onCancel: { cancelled += 1 })
      let tree = ViewTree(view)
      try tree.control("TextField", L10n.profile.field.displayName).type("Ada L.")
      tree.reload()

      try tree.button(L10n.common.cancel).tap()
      tree.reload()
      let dialog = try tree.modifier("confirmationDialog")
      #expect(dialog.arguments.contains("isPresented: true"))
      #expect(cancelled == 0, "asking is not leaving")
      try #require(dialog.content.first { $0.kind == "Button" && $0.value == L10n.profile.discard.confirm }).tap()

      #expect(cancelled == 1)
      #expect(screens.profiles.updates.isEmpty)
    }

    @Test func cancelWithoutChangesLeavesAtOnce() async throws {
      SnapshotLanguage.en.select()
      let (view, viewModel) = try await Self.appeared(try Screens())
      var cancelled = 0
      viewModel.output = .init(onSaved: { _ in }, onCancel: { cancelled += 1 })

      try ViewTree(view).button(L10n.common.cancel).tap()

      #expect(cancelled == 1)
      #expect(!viewModel.isConfirmingDiscard)
    }
  }
}
