import Testing

@testable import L10nGenerator

@Suite struct SwiftIdentifierTests {
  @Test func keywordsGetBackticks() {
    #expect(SwiftIdentifier.escaped("default") == "`default`")
    #expect(SwiftIdentifier.escaped("class") == "`class`")
    #expect(SwiftIdentifier.escaped("title") == "title")
  }

  /// Every case the issue lists: hyphens, spaces, trailing dots, curly apostrophes, leading
  /// digits, keywords; and the names the generated code depends on.
  @Test func anyKeyBecomesAPathOfNames() {
    #expect(SwiftIdentifier.path(for: "settings.dark-mode") == ["settings", "darkMode"])
    #expect(SwiftIdentifier.path(for: "Sign in with Apple") == ["SignInWithApple"])
    #expect(SwiftIdentifier.path(for: "Done.") == ["Done"])
    #expect(SwiftIdentifier.path(for: "a..b") == ["a", "b"])
    #expect(SwiftIdentifier.path(for: "Don’t allow") == ["DontAllow"])
    #expect(SwiftIdentifier.path(for: "can't") == ["cant"])
    #expect(SwiftIdentifier.path(for: "1st.place") == ["_1st", "place"])
    #expect(SwiftIdentifier.path(for: "common.default") == ["common", "default"])
    #expect(SwiftIdentifier.path(for: "ümlaut.größe") == ["ümlaut", "größe"])
    #expect(SwiftIdentifier.path(for: "設定.タイトル") == ["設定", "タイトル"])
    #expect(SwiftIdentifier.path(for: "%") == ["_25"])
    #expect(SwiftIdentifier.path(for: "...") == ["_2E_2E_2E"])
    #expect(SwiftIdentifier.path(for: "") == ["_empty"])
    #expect(SwiftIdentifier.path(for: "👍 Like") == ["Like"])
    #expect(SwiftIdentifier.path(for: "self.title") == ["self_", "title"])
    #expect(SwiftIdentifier.path(for: "Swift.version") == ["Swift_", "version"])
    #expect(SwiftIdentifier.path(for: "format") == ["format_"])
    #expect(SwiftIdentifier.path(for: "common.format") == ["common", "format"])
    #expect(SwiftIdentifier.path(for: "String.count") == ["String", "count"])
  }
}
