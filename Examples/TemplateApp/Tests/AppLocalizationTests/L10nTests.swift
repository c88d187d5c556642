import AppLocalization
import Testing

/// The generated L10n, compiled and used on Linux (its plain-String side).
@Suite struct L10nTests {
  @Test func constantsAreStringsFromTheResources() {
    let localizer = L10n.localizer
    let ok: String = L10n.common.ok
    #expect(ok == localizer.string("common.ok"))
    #expect(L10n.notification.message1.title == localizer.string("notification.message1.title"))
    #expect(L10n.common.error.title != "common.error.title")
  }

  @Test func functionsTakeTypedArguments() {
    #expect(L10n.common.greeting("Ada").contains("Ada"))
    #expect(L10n.common.itemsCount(3).contains("3"))
  }

  @Test func formatFormatsAnyFormatString() {
    #expect(L10n.format("Hello, %@", "Ada") == "Hello, Ada")
    #expect(L10n.format("%2$@ %1$lld", 7, "n") == "n 7")
  }
}
