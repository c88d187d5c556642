import AppDomain
import AppTestSupport
import KeelTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct ProfileViewModelTests {
  @Test func loadsOnAppearEditsWhatItShowsAndRetriesAFailure() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    var edits: [UserProfile?] = []
    var closes = 0
    do {
      let viewModel = factory!.profileViewModel()
      viewModel.output = .init(onEdit: { edits.append($0) }, onClose: { closes += 1 }, onDeleteAccount: {})
      viewModel.edit()
      #expect(edits.isEmpty, "nothing to edit before it loads")
      profiles.fail(.load, with: .unavailable("timeout"))
      viewModel.onAppear()
      await viewModel.waitForTask()
      #expect(viewModel.state == .error(.unavailable("timeout")))
      #expect(!viewModel.canEdit)
      profiles.fail(.load, with: nil)
      viewModel.retry()
      await viewModel.waitForTask()
      #expect(viewModel.state == .loaded(FakeProfileRepository.sample))
      viewModel.edit()
      viewModel.close()
      #expect(edits == [FakeProfileRepository.sample])
      #expect(closes == 1)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func leavingCancelsTheLoadAndShowsNoError() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    profiles.fail(.load, with: .unauthorized)
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    do {
      let viewModel = factory!.profileViewModel()
      viewModel.onAppear()
      await viewModel.waitForTask()
      #expect(viewModel.state == .empty, "nobody signed in: no profile, nothing to retry")
      viewModel.retry()
      viewModel.onDisappear()
      #expect(viewModel.state == .loading, "a cancelled load reports nothing")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
