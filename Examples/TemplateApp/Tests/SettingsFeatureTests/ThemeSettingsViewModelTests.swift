import AppTestSupport
import KeelDesign
import KeelTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct ThemeSettingsViewModelTests {
  @Test func themeAndAppearanceAreStoredAndBackAfterARelaunch() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let viewModel = factory!.themeSettingsViewModel()
      #expect(viewModel.themes.map(\.id) == ["standard", "petal", "high-contrast"])
      #expect(viewModel.selectedThemeID == "standard")
      #expect(viewModel.appearance == .system)
      viewModel.select("petal")
      viewModel.appearance = .dark
      #expect(factory!.theme.themeStore.theme.id == "petal", "the app's theme store switched at once")
      #expect(factory!.theme.themeStore.appearanceOverride == .dark)
    }
    factory = nil
    try await assertNoLeaks(tracker)

    var relaunched: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let relaunchTracker = relaunched!.tracker
    do {
      let viewModel = relaunched!.themeSettingsViewModel()
      #expect(viewModel.selectedThemeID == "petal")
      #expect(viewModel.appearance == .dark)
      #expect(relaunched!.theme.themeStore.appearance(system: .light) == .dark)
    }
    relaunched = nil
    try await assertNoLeaks(relaunchTracker)
  }

  @Test func anUnknownThemeRaisesANoticeAndChangesNothing() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    var notices: [SettingsNotice] = []
    do {
      let viewModel = factory!.themeSettingsViewModel()
      viewModel.output = .init(onNotice: { notices.append($0) })
      viewModel.select("neon")
      #expect(notices == [.themeUnavailable])
      #expect(viewModel.selectedThemeID == "standard")
      #expect(factory!.store.value(\.themeID) == nil, "nothing stored")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
