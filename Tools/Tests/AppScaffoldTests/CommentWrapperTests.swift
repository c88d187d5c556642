import Foundation
import Testing

@testable import AppScaffold

/// Re-wrapping the comments a long app name pushed past the line length (40 columns here, so
/// the cases stay readable).
@Suite struct CommentWrapperTests {
  let wrapper = CommentWrapper(limit: 40)

  @Test func aLongDocCommentFlowsIntoTheNextLineOfItsParagraph() {
    let source = """
      /// The server acme-corporation-field-service runs here,
      /// with its API.
      struct Server {}
      """
    let (wrapped, longLines) = wrapper.wrap(source)
    #expect(
      wrapped == """
        /// The server
        /// acme-corporation-field-service runs
        /// here, with its API.
        struct Server {}
        """)
    #expect(longLines.isEmpty)
  }

  @Test func aListItemIsContinuedUnderItsTextAndTheNextItemIsLeftAlone() {
    let source = """
        // - `development`: the API at ACME_CORPORATION_BASE_URL, logged.
        // - `production`: the same.
        let x = 1
      """
    let (wrapped, _) = wrapper.wrap(source)
    #expect(
      wrapped == """
          // - `development`: the API at
          //   ACME_CORPORATION_BASE_URL,
          //   logged.
          // - `production`: the same.
          let x = 1
        """)
  }

  @Test func aCodeBlockLineBreaksOutsideItsOptionGroupsWithAHangingIndent() {
    let source = """
      /// ```
      /// acme-server [--port 8080] [--db a.sqlite] [--config x.json]
      /// ```
      enum Usage {}
      """
    let (wrapped, longLines) = wrapper.wrap(source)
    #expect(
      wrapped == """
        /// ```
        /// acme-server [--port 8080]
        ///   [--db a.sqlite] [--config x.json]
        /// ```
        enum Usage {}
        """)
    #expect(!wrapped.contains("[--db\n"), "a break inside an option group when one outside fits")
    #expect(longLines.isEmpty)
  }

  @Test func codeSpansAreNotBrokenWhenASpaceOutsideThemFits() {
    let (wrapped, _) = wrapper.wrap("// Run it with `swift build --build-tests` first.\nlet x = 1")
    #expect(wrapped == "// Run it with\n// `swift build --build-tests` first.\nlet x = 1")
  }

  @Test func stringsCodeAndToolDirectivesAreLeftAndReportedWhenStillLong() {
    let source = """
      let usage = \"\"\"
        // acme-corporation-field-service-inspection help text
        \"\"\"
      // swift-format-ignore: acme-corporation-field-service-inspection
      let name = "acme-corporation-field-service-inspection"
      """
    let (wrapped, longLines) = wrapper.wrap(source)
    #expect(wrapped == source)
    #expect(longLines == [2, 4, 5])
  }

  @Test func aFileSwiftFormatIgnoresIsLeftAlone() {
    let source = "// swift-format-ignore-file\n// Generated from Resources: acme-corporation-field-service keys\n"
    let (wrapped, longLines) = wrapper.wrap(source)
    #expect(wrapped == source)
    #expect(longLines.isEmpty, "generated files have their own line-length exclusion")
  }

  @Test func wrappingIsStable() {
    let source = "/// The server acme-corp-field-server runs here, and acme-corp-field-app with it.\nenum A {}"
    let once = wrapper.wrap(source).text
    #expect(once != source)
    #expect(wrapper.wrap(once).text == once)
    #expect(once.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }
}
