import Testing

@testable import L10nGenerator

@Suite struct SwiftIdentifierTests {
  @Test func keywordsGetBackticks() {
    #expect(SwiftIdentifier.escaped("default") == "`default`")
    #expect(SwiftIdentifier.escaped("class") == "`class`")
    #expect(SwiftIdentifier.escaped("title") == "title")
  }

  @Test func problemsNameTheSegment() {
    #expect(SwiftIdentifier.problem(with: "ok_1") == nil)
    #expect(SwiftIdentifier.problem(with: "_private") == nil)
    #expect(SwiftIdentifier.problem(with: "with space") == "segment 'with space' contains ' '")
    #expect(SwiftIdentifier.problem(with: "9lives") == "segment '9lives' does not start with a letter or '_'")
    #expect(SwiftIdentifier.problem(with: "self") == "'self' cannot name a member")
    #expect(SwiftIdentifier.problem(with: "") != nil)
    #expect(SwiftIdentifier.problem(with: "ümlaut") == "segment 'ümlaut' does not start with a letter or '_'")
  }
}
