import Testing

@testable import KeelLocalization

@Suite struct FormatStringTests {
  @Test func findsPlaceholdersWithImpliedPositions() {
    let format = FormatString("Hello, %@! You have %lld new %s and %.2f%% off (%5d, %-3u, %x).")
    #expect(format.placeholders.map(\.specifier) == ["%@", "%lld", "%s", "%.2f", "%5d", "%-3u", "%x"])
    #expect(format.placeholders.map(\.position) == [1, 2, 3, 4, 5, 6, 7])
    #expect(
      format.placeholders.map(\.kind) == [
        .object, .signedInteger, .cString, .floatingPoint, .signedInteger, .unsignedInteger, .unsignedInteger,
      ])
    #expect(format.placeholders[3].precision == 2)
  }

  @Test func positionalPlaceholders() {
    let format = FormatString("%2$@ owes %1$@ %3$.2f")
    #expect(format.placeholders.map(\.position) == [2, 1, 3])
    #expect(format.placeholders.allSatisfy { $0.isPositional })
    #expect(format.argumentKinds == [1: .object, 2: .object, 3: .floatingPoint])
  }

  @Test func percentSignsThatStartNoSpecifierStayLiteral() {
    #expect(FormatString("100%").segments == [.literal("100%")])
    #expect(FormatString("100%%").segments == [.literal("100%")])
    #expect(FormatString("a %y b").placeholders.isEmpty)
  }

  /// "100% guaranteed" is text, not `% g` (a Double): a `%` followed by a space is literal.
  @Test func aPercentSignFollowedByASpaceIsText() {
    #expect(FormatString("100% guaranteed").placeholders.isEmpty)
    #expect(FormatString("50% discount, 20 % de remise").placeholders.isEmpty)
    #expect(FormatString("% d").segments == [.literal("% d")])
    #expect(FormatString("%d% of %@").placeholders.map(\.specifier) == ["%d", "%@"])
    #expect(FormatString("%+d %-5d %05.1f").placeholders.count == 3)
  }

  @Test func conflictingKindsAtOnePositionHaveNoArgumentKinds() {
    #expect(FormatString("%1$@ %1$d").argumentKinds == nil)
    #expect(FormatString("%1$@ %1$@").argumentKinds == [1: .object])
  }

  @Test func lengthModifiersDoNotChangeTheKind() {
    let kinds = FormatString("%d %ld %lld %hd %qd %zd %i").placeholders.map(\.kind)
    #expect(Set(kinds) == [.signedInteger])
  }

  /// Found by `scripts/fuzz` (FormatStringFuzz, input `"su\u{FFFD}p%1$9999999999999999999999%"`):
  /// a width past `Int`'s range trapped on overflow. A position, width or precision above
  /// 9999 starts no specifier, so the `%` stays text and nothing pads a string to gigabytes.
  @Test func numbersAboveTheLimitStartNoSpecifier() {
    #expect(FormatString("su\u{FFFD}p%1$9999999999999999999999%").placeholders.isEmpty)
    #expect(FormatString("%99999999999999999999d").segments == [.literal("%99999999999999999999d")])
    #expect(FormatString("%.99999999999999999999f").placeholders.isEmpty)
    #expect(FormatString("%99999999999999999999$@").placeholders.isEmpty)
    #expect(FormatString("%10000d %.10000f %10000$@").placeholders.isEmpty)
    let largest = FormatString("%9999$@ %9999.9999f")
    #expect(largest.placeholders.map(\.position) == [9999, 1])
    #expect(largest.placeholders.map(\.width) == [nil, 9999])
    #expect(largest.placeholders.map(\.precision) == [nil, 9999])
  }
}
