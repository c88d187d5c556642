import AppDomain
import AppFixtures
import Testing

/// The previews' language choice: held in memory.
@Suite struct FixtureLanguagePreferenceTests {
  @Test func aSelectionBecomesTheCurrentChoice() {
    let preference = FixtureLanguagePreference()
    #expect(preference.current == .system)
    preference.select(.german)
    #expect(preference.current == .german)
  }
}
