import KeelCore
import Observation
import Testing

@testable import KeelDesign

@MainActor
@Suite struct ThemeStoreTests {
  @Test func startsWithTheFirstOrTheSelectedTheme() throws {
    #expect(try ThemeStore().theme == Theme.builtIn[0])
    #expect(try ThemeStore(selectedID: "petal").theme == .petal)
  }

  @Test func selectSwitchesTheThemeAtRunTime() throws {
    let store = try ThemeStore()
    try store.select("petal")
    #expect(store.theme == .petal)
    try store.select("high-contrast")
    #expect(store.theme == .highContrast)
  }

  @Test func anUnknownThemeIsAnErrorNamingItAndTheChoices() throws {
    let store = try ThemeStore(selectedID: "petal")
    #expect(throws: ThemeError.unknownTheme("neon", available: ["standard", "petal", "high-contrast"])) {
      try store.select("neon")
    }
    #expect(store.theme == .petal, "a failed switch keeps the current theme")
    #expect(
      ThemeError.unknownTheme("neon", available: ["standard", "petal"]).description
        == "unknown theme \"neon\"; available: standard, petal")
    #expect(throws: ThemeError.unknownTheme("neon", available: ["standard", "petal", "high-contrast"])) {
      try ThemeStore(selectedID: "neon")
    }
  }

  @Test func rejectsEmptyAndDuplicateThemeLists() {
    #expect(throws: ThemeError.noThemes) { try ThemeStore(themes: []) }
    #expect(throws: ThemeError.duplicateID("standard")) { try ThemeStore(themes: [.standard, .petal, .standard]) }
  }

  @Test func observersSeeTheSwitch() async throws {
    let store = try ThemeStore()
    let changes = ChangeCounter()
    withObservationTracking {
      _ = store.theme
    } onChange: {
      changes.count.withLock { $0 += 1 }
    }
    try store.select("petal")
    #expect(changes.count.withLock { $0 } == 1)
  }

  @Test func appearanceFollowsTheSystemUnlessOverridden() throws {
    let store = try ThemeStore()
    #expect(store.appearance(system: .dark) == .dark)
    store.appearanceOverride = .light
    #expect(store.appearance(system: .dark) == .light)
  }
}

/// Counts observation callbacks, which may arrive on any thread.
private final class ChangeCounter: Sendable {
  let count = Locked(0)
}
