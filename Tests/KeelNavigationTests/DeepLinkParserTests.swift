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

  @Test func urlOverloadParsesTheSameAsText() throws {
    let url = try #require(URL(string: "keel://item/x1"))
    #expect(makeTestParser(logger: LogCapture().logger()).route(for: url) == .item("x1"))
  }
}
