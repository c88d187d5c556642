import AppDomain
import AppTestSupport
import KeelTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct LanguageSettingsViewModelTests {
  @Test func aChoiceIsAppliedStoredAndBackAfterARelaunch() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    var selections: [LanguageChoice] = []
    do {
      let viewModel = factory!.languageSettingsViewModel()
      viewModel.output = .init(onSelect: { selections.append($0) })
      #expect(viewModel.selected == .system)
      #expect(viewModel.choices == [.system, .english, .german, .spanish])
      viewModel.select(.german)
      viewModel.select(.german)
      #expect(selections == [.german], "selecting the current choice again reports nothing")
      #expect(factory!.applied.all == ["de"], "applied once, at once")
      viewModel.select(.system)
      #expect(factory!.applied.all == ["de", nil], "the system's languages: no code")
      viewModel.select(.spanish)
    }
    factory = nil
    try await assertNoLeaks(tracker)

    // A relaunch: new preference, store and view model over the same file.
    var relaunched: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let relaunchTracker = relaunched!.tracker
    do {
      let viewModel = relaunched!.languageSettingsViewModel()
      #expect(viewModel.selected == .spanish)
      #expect(relaunched!.applied.all.isEmpty, "reading the choice applies nothing")
    }
    relaunched = nil
    try await assertNoLeaks(relaunchTracker)
  }
}
