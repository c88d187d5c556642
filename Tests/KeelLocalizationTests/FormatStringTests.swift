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
}
