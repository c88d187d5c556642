import AppFeature
import Foundation
import KeelTesting
import Testing

/// The app's deep-link corpus: every link is parsed by the app's parser with a captured log,
/// and both the outcome and what was logged (and at which level) are checked.
@Suite("AppDeepLinkParser")
struct AppDeepLinkParserTests {
  enum Expectation: Sendable, CustomStringConvertible {
    /// Accepted, logging nothing.
    case opens(AppDeepLink)
    /// Accepted, with the query's item names logged at info.
    case opensIgnoring(AppDeepLink, items: String)
    /// Rejected, with a warning that contains the reason.
    case rejected(String)

    var description: String {
      switch self {
      case .opens(let link): "opens \(link)"
      case .opensIgnoring(let link, let items): "opens \(link) ignoring \(items)"
      case .rejected(let reason): "rejected: \(reason)"
      }
    }
  }

  static let longID = String(repeating: "a", count: 64)

  static let corpus: [(String, Expectation)] = [
    // Accepted.
    // keel:sample begin
    ("keeltemplate://tab/items", .opens(.tab(.items))),
    ("keeltemplate://tab/favorites", .opens(.tab(.favorites))),
    // keel:sample end
    ("keeltemplate://tab/settings", .opens(.tab(.settings))),
    // keel:sample begin
    ("KEELTEMPLATE://tab/items", .opens(.tab(.items))),
    ("keeltemplate://item/42", .opens(.item(id: "42"))),
    ("keeltemplate://item/coffee-beans_2", .opens(.item(id: "coffee-beans_2"))),
    ("keeltemplate://item/\(longID)", .opens(.item(id: longID))),
    // keel:sample end
    ("keeltemplate://profile", .opens(.profile)),
    ("keeltemplate://profile/", .opens(.profile)),
    // Marketing links: the query is dropped, its item names logged.
    // keel:sample begin
    ("keeltemplate://item/42?utm_source=mail", .opensIgnoring(.item(id: "42"), items: "utm_source")),
    (
      "keeltemplate://tab/favorites?utm_source=push&utm_campaign=spring%20sale",
      .opensIgnoring(.tab(.favorites), items: "utm_source, utm_campaign")
    ),
    // keel:sample end
    ("keeltemplate://profile?ref=settings", .opensIgnoring(.profile, items: "ref")),
    // Rejected: not ours.
    ("https://keel.example.org/item/42", .rejected("scheme 'https' is not allowed")),
    ("keel://item/42", .rejected("scheme 'keel' is not allowed")),
    ("item/42", .rejected("scheme (none) is not allowed")),
    ("", .rejected("scheme (none) is not allowed")),
    // Rejected: unknown or incomplete routes.
    ("keeltemplate://", .rejected("empty path")),
    ("keeltemplate://home", .rejected("unknown route 'home'")),
    ("keeltemplate://Tab/items", .rejected("unknown route 'Tab'")),
    ("keeltemplate://tab", .rejected("route 'tab' needs an argument")),
    ("keeltemplate://tab/profile", .rejected("route 'tab' has no 'profile'")),
    ("keeltemplate://tab/Items", .rejected("route 'tab' has no 'Items'")),
    // keel:sample begin
    ("keeltemplate://item", .rejected("route 'item' needs an argument")),
    ("keeltemplate://item/", .rejected("route 'item' needs an argument")),
    // keel:sample end
    ("keeltemplate://profile/me", .rejected("route 'profile' takes no argument")),
    // keel:sample begin
    ("keeltemplate://item/42/edit", .rejected("path segments after the argument")),
    // keel:sample end
    // Rejected: ids outside the slug alphabet or too long.
    // keel:sample begin
    ("keeltemplate://item/\(longID)b", .rejected("longer than 64 characters")),
    ("keeltemplate://item/4.2", .rejected("outside [A-Za-z0-9_-]")),
    ("keeltemplate://item/café", .rejected("outside [A-Za-z0-9_-]")),
    // keel:sample end
    // Rejected: parts a deep link never has, with or without a marketing query.
    // keel:sample begin
    ("keeltemplate://item/42#reviews", .rejected("unexpected fragment")),
    ("keeltemplate://item/42?utm_source=mail#reviews", .rejected("unexpected fragment")),
    ("keeltemplate://item:443/42", .rejected("user, password or port")),
    // keel-lint:disable-next-line no-credential-literals — user info, which must be rejected
    ("keeltemplate://admin:pw@item/42", .rejected("user, password or port")),
    ("keeltemplate://item/4%32", .rejected("percent-encoding")),
    ("keeltemplate://item/..", .rejected("'.' or '..' path segment")),
    ("keeltemplate://item/42/../../profile", .rejected("'.' or '..' path segment")),
    ("keeltemplate://item/4 2", .rejected("control characters or whitespace")),
    ("keeltemplate://item/42\n", .rejected("control characters or whitespace")),
    // keel:sample end
  ]

  // keel:sample begin
  @Test func theCorpusIsLargeEnoughAndCoversEveryOutcome() {
    let corpus = Self.corpus
    #expect(corpus.count >= 25)
    let opened = corpus.filter { if case .rejected = $0.1 { false } else { true } }
    #expect(opened.count >= 10)
    #expect(corpus.count - opened.count >= 15)
  }
  // keel:sample end

  @Test(arguments: corpus)
  func eachLinkOpensOrIsRejectedWithItsReasonLogged(link: String, expectation: Expectation) {
    let capture = LogCapture()
    let parser = AppDeepLinkParser.make(logger: capture.logger("app.deeplinks"))
    let route = parser.route(for: link)
    switch expectation {
    case .opens(let expected):
      #expect(route == expected)
      #expect(capture.records.isEmpty, "\(capture.lines)")
    case .opensIgnoring(let expected, let items):
      #expect(route == expected)
      #expect(capture.records.count == 1)
      #expect(capture.records.first?.level == .info)
      #expect(capture.records.first?.metadata["items"] == items)
    case .rejected(let reason):
      #expect(route == nil)
      #expect(capture.records.count == 1)
      #expect(capture.records.first?.level == .warning)
      #expect(capture.lines.first?.contains("deep link rejected") == true)
      #expect(capture.lines.first?.contains(reason) == true, "\(capture.lines)")
    }
  }

  // keel:sample begin
  @Test func theMarketingLinkOfTheIssueOpensItem42() {
    #expect(
      AppDeepLinkParser.make(logger: LogCapture().logger()).route(for: "keeltemplate://item/42?utm_source=mail")
        == .item(id: "42"))
  }
  // keel:sample end

  // MARK: - The fuzz target's seeds

  /// Fuzz/Corpus/DeepLinkParserFuzz holds seeds for the app's parser (DeepLinkParserFuzz fuzzes
  /// `AppDeepLinkParser` itself): valid links of every rule, marketing links with query items,
  /// and nearly valid ones the parser must refuse. A seed nothing in the app could produce, or a
  /// corpus without both kinds, would waste the fuzzer's time. The corpus is the kit repository's;
  /// an app made by `keel new` has none, and there the test does not run.
  static let fuzzCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus/DeepLinkParserFuzz")

  @Test(.enabled(if: FileManager.default.fileExists(atPath: fuzzCorpus.path), "the kit repository's fuzz corpus"))
  func theFuzzCorpusHoldsTheAppsLinksAcceptedAndRefused() throws {
    let folder = Self.fuzzCorpus
    let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    let parser = AppDeepLinkParser.make(logger: LogCapture().logger("corpus"))
    let accepted = seeds.filter { parser.route(for: $0) != nil }
    #expect(seeds.count >= 20)
    #expect(accepted.count >= 6)
    #expect(seeds.count - accepted.count >= 10)
    #expect(accepted.contains { $0.contains("?utm_") }, "a marketing link opens")
    #expect(seeds.allSatisfy { $0.lowercased().contains("://") || $0.hasPrefix("keeltemplate:") })
  }
}
