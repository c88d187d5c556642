import Testing

@testable import KeelLint

@Suite struct LintFileTests {
  @Test func linesEndAtLineFeedCarriageReturnOrBoth() {
    #expect(LintFile.lines(of: "a\nb\r\nc\rd") == ["a", "b", "c", "d"])
    #expect(LintFile.lines(of: "a\r\n\r\nb\r\n") == ["a", "", "b"])
    #expect(LintFile.lines(of: "a\r\r\n") == ["a", ""])
    #expect(LintFile.lines(of: "") == [])
    #expect(LintFile.lines(of: "\n") == [""])
    #expect(LintFile.lines(of: "é\r\nü") == ["é", "ü"])
  }

  /// Regression: with CRLF endings every rule's finding is located on its real line and column.
  @Test func findingsInCrlfFilesHaveTheirRealLineAndColumn() throws {
    let source = ["import Foundation", "", "func run() {", "  let x = 1", "    print(x)", "}", ""]
      .joined(separator: "\r\n")
    let found = try diagnostics(.noPrint, in: source, at: "Sources/KeelCore/Run.swift")
    #expect(found.map { [$0.line, $0.column] } == [[5, 5]])
  }

  @Test func suppressionsInCrlfFilesTargetTheNextLine() throws {
    let source = [
      "func run() {", "  // keel-lint:disable-next-line no-print — the CLI's output", "  print(1)", "}", "",
    ].joined(separator: "\r\n")
    #expect(try diagnostics(.noPrint, in: source).isEmpty)
    #expect(try diagnostics(.suppression, in: source).isEmpty)
  }

  /// The byte search rules use to skip a file before walking it: exact bytes, anywhere.
  @Test func containsFindsTextByItsBytes() {
    let file = LintFile(source: "final class Items {\n  var parent: MainCoordinator?  // é\n}\n", path: "Items.swift")
    #expect(file.contains(ascii: "oordinator"))
    #expect(file.contains(ascii: "final"))
    #expect(file.contains(ascii: "?  //"))
    #expect(!file.contains(ascii: "coordinator"))
    #expect(!file.contains(ascii: "elegate"))
  }
}
