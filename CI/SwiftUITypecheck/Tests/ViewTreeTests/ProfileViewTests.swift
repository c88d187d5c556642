import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import SettingsFeature

extension ViewSnapshots {
  /// The profile in its four states and two languages, and its actions through the tree.
  @MainActor @Suite struct ProfileViewTests {
    static func appeared(_ screens: Screens) async throws -> (ProfileView, ProfileViewModel) {
      let viewModel = screens.profileViewModel()
      return (
        try await ViewTree.appeared(ProfileView(viewModel: viewModel)) { await viewModel.waitForTask() }, viewModel
      )
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(of: ProfileView(viewModel: try Screens().profileViewModel()), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language) { try await Self.appeared($0).0 }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func empty(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language, profileLoad: .unauthorized) { try await Self.appeared($0).0 }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      try await assertAppearedSnapshot(language, profileLoad: .unavailable("offline")) { try await Self.appeared($0).0 }
    }

    @Test func theErrorStatesRetryReloadsAndEditOpensTheEditorWithTheProfile() async throws {
      SnapshotLanguage.en.select()
      let screens = try Screens()
      screens.profiles.fail(.load, with: .unavailable("offline"))
      let (view, viewModel) = try await Self.appeared(screens)
      var edited: [UserProfile?] = []
      viewModel.output = .init(onEdit: { edited.append($0) }, onClose: {}, onDeleteAccount: {})
      let tree = ViewTree(view)
      #expect(throws: ViewTreeError.self) { try tree.button(L10n.common.edit).tap() }

      screens.profiles.fail(.load, with: nil)
      try tree.button(L10n.common.retry).tap()
      await viewModel.waitForTask()
      tree.reload()
      try tree.button(L10n.common.edit).tap()

      #expect(screens.profiles.loads == 2)
      #expect(tree.contains(text: "Counts things."))
      #expect(edited == [screens.profiles.profile])
    }
  }
}
