import Foundation
import KeelTesting
import Testing

@testable import KeelNavigation

@Suite struct DeepLinkParserTests {
  @Test(arguments: [
    ("keel://tab/items", TestRoute.tab("items")),
    ("KEEL://tab/settings", .tab("settings")),
    ("keel://item/abc_DEF-123", .item("abc_DEF-123")),
    ("keel://item/\(String(repeating: "x", count: 64))", .item(String(repeating: "x", count: 64))),
    ("keel://profile", .profile),
    ("keel://profile/", .profile),
  ])
  func validLinksBecomeRoutes(text: String, route: TestRoute) {
    let capture = LogCapture()
    #expect(makeTestParser(logger: capture.logger()).route(for: text) == route)
    #expect(capture.records.isEmpty)
  }

  @Test(arguments: [
    ("https://tab/items", "scheme 'https' is not allowed"),
    ("other://item/a", "scheme 'other' is not allowed"),
    ("tab/items", "scheme (none) is not allowed"),
    ("keel://", "empty path"),
    ("keel:", "empty path"),
    ("keel://tab/unknown", "route 'tab' has no 'unknown'"),
    ("keel://tab", "route 'tab' needs an argument"),
    ("keel://item/", "route 'item' needs an argument"),
    ("keel://item/\(String(repeating: "x", count: 65))", "longer than 64"),
    ("keel://item/a%2Fb", "percent-encoding"),
    ("keel://item/%61", "percent-encoding"),
    ("keel://item/../profile", "'.' or '..' path segment"),
    ("keel://item/a/../../etc", "'.' or '..' path segment"),
    ("keel://../profile", "'.' or '..' path segment"),
    ("keel://item/a\u{0}b", "control characters"),
    ("keel://item/a\nb", "control characters"),
    ("keel://item/a b", "control characters"),
    ("keel://item/a.b", "outside [A-Za-z0-9_-]"),
    ("keel://item/é", "outside [A-Za-z0-9_-]"),
    ("keel://item/a/b", "path segments after the argument"),
    ("keel://profile/me", "takes no argument"),
    ("keel://settings", "unknown route 'settings'"),
    ("keel://item/a?x=1", "unexpected query"),
    ("keel://item/a#frag", "unexpected fragment"),
    // keel-lint:disable-next-line no-credential-literals — a link with user info, which must be rejected
    ("keel://user:pw@item/a", "user, password or port"),
    ("", "not allowed"),
  ])
  func malformedOrForeignLinksAreRejectedWithALoggedReason(text: String, reason: String) {
    let capture = LogCapture()
    #expect(makeTestParser(logger: capture.logger()).route(for: text) == nil)
    #expect(capture.records.count == 1)
    #expect(capture.lines.first?.contains(reason) == true, "\(capture.lines)")
    #expect(capture.records.first?.level == .warning)
  }

  // MARK: - Ignoring query items (DESIGN "Deep-link query items")

  static func ignoringParser(_ capture: LogCapture) -> DeepLinkParser<TestRoute> {
    makeTestParser(logger: capture.logger(), queryItems: .ignore)
  }

  @Test(arguments: [
    ("keel://item/42?utm_source=mail", TestRoute.item("42"), "utm_source"),
    ("keel://item/42?utm_source=mail&utm_campaign=spring%20sale", .item("42"), "utm_source, utm_campaign"),
    ("keel://tab/settings?ref", .tab("settings"), "ref"),
    ("keel://profile?", .profile, ""),
    ("keel://profile/?a=1&b=%ZZ", .profile, "a, b"),
  ])
  func anIgnoringParserDropsTheQueryAndLogsItsItemNamesNotItsValues(text: String, route: TestRoute, names: String) {
    let capture = LogCapture()
    #expect(Self.ignoringParser(capture).route(for: text) == route)
    #expect(capture.records.count == 1)
    let record = capture.records.first
    #expect(record?.level == .info)
    #expect(record?.message == "deep link query items ignored")
    #expect(record?.metadata["items"] == names)
    #expect(record?.metadata["url"]?.contains("?") == false)
    #expect(capture.lines.allSatisfy { !$0.contains("mail") && !$0.contains("spring") && !$0.contains("%") })
  }

  @Test func anIgnoringParserLogsNothingForALinkWithoutAQuery() {
    let capture = LogCapture()
    #expect(Self.ignoringParser(capture).route(for: "keel://item/42") == .item("42"))
    #expect(capture.records.isEmpty)
  }

  @Test(arguments: [
    ("keel://item/42?utm_source=mail#top", "unexpected fragment"),
    ("keel://item/42#top?utm_source=mail", "unexpected fragment"),
    // keel-lint:disable-next-line no-credential-literals — a link with user info, which must be rejected
    ("keel://user:pw@item/42?utm_source=mail", "user, password or port"),
    ("keel://item:8080/42?utm_source=mail", "user, password or port"),
    ("keel://item/4%32?utm_source=mail", "percent-encoding"),
    ("keel://item/42?utm source=mail", "control characters"),
    ("keel://item/../profile?x=1", "'.' or '..' path segment"),
    ("keel://item/a.b?x=1", "outside [A-Za-z0-9_-]"),
    ("other://item/42?x=1", "scheme 'other' is not allowed"),
  ])
  func anIgnoringParserStillRejectsEverythingElse(text: String, reason: String) {
    let capture = LogCapture()
    #expect(Self.ignoringParser(capture).route(for: text) == nil)
    #expect(capture.records.count == 1)
    #expect(capture.records.first?.level == .warning)
    #expect(capture.lines.first?.contains(reason) == true, "\(capture.lines)")
  }

  /// Without a query the two policies must agree on every link, valid or not: ignoring queries
  /// loosens nothing else.
  @Test func withoutAQueryBothPoliciesGiveTheSameAnswer() {
    let links = [
      "keel://tab/items", "keel://item/abc_DEF-123", "keel://profile", "keel://profile/", "keel://item/a%2Fb",
      "keel://item/../profile", "keel://item/a#frag", "keel://item:80/a", "keel://user@item/a", "keel://item/a b",
      "keel://item/a/b", "keel://tab/unknown", "keel://", "other://item/a", "keel://item/é", "",
    ]
    let rejecting = makeTestParser(logger: LogCapture().logger())
    let ignoring = makeTestParser(logger: LogCapture().logger(), queryItems: .ignore)
    for link in links {
      #expect(rejecting.parse(link) == ignoring.parse(link), "\(link)")
    }
  }

  @Test func theDefaultParserRejectsAQueryAndSaysSo() {
    let parser = makeTestParser(logger: LogCapture().logger())
    #expect(parser.queryItems == .reject)
    #expect(parser.parse("keel://item/42?utm_source=mail") == .failure(.unexpectedParts("query")))
  }

  @Test func urlOverloadParsesTheSameAsText() throws {
    let url = try #require(URL(string: "keel://item/x1"))
    #expect(makeTestParser(logger: LogCapture().logger()).route(for: url) == .item("x1"))
  }
}
