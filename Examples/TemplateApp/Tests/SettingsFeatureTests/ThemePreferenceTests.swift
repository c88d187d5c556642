import AppTestSupport
import KeelDesign
import KeelStorage
import KeelTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct ThemePreferenceTests {
  @Test func aStoredThemeTheStoreDoesNotKnowIsLoggedAndForgotten() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    store.set("retired-theme", \.themeID)
    store.set(.light, \.appearanceChoice)
    let log = LogCapture()
    let preference = ThemePreference(
      themeStore: try ThemeStore(), store: store, logger: log.logger("settings", level: .warning))
    #expect(preference.theme.id == "standard")
    #expect(preference.appearance == .light, "the appearance is restored on its own")
    #expect(log.lines.contains { $0.contains("retired-theme") && $0.contains("standard") })
    #expect(try disk.open().value(\.themeID) == nil)
  }

  @Test func choicesAreWrittenToTheFileAtOnce() throws {
    let disk = DiskKeyValueStore()
    let preference = ThemePreference(themeStore: try ThemeStore(), store: try disk.open())
    try preference.select("high-contrast")
    preference.appearance = .dark
    // Another store over the same file, as the next launch opens it.
    let reopened = try disk.open()
    #expect(reopened.value(\.themeID) == "high-contrast")
    #expect(reopened.value(\.appearanceChoice) == .dark)
    #expect(throws: ThemeError.unknownTheme("neon", available: ["standard", "petal", "high-contrast"])) {
      try preference.select("neon")
    }
    #expect(reopened.value(\.themeID) == "high-contrast")
  }
}
