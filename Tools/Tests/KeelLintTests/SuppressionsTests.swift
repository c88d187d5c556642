import Foundation
import Testing

@testable import KeelLint

@Suite struct SuppressionsTests {
  private func lint(_ source: String) throws -> [LintDiagnostic] {
    try Linter(configuration: .repository(), root: URL(fileURLWithPath: "/"))
      .lint(source: source, relativePath: "Examples/TemplateApp/Sources/AppData/Repository.swift")
      .filter { $0.rule != RuleID.layers.rawValue }
  }

  @Test func disableLineWithAReasonSilencesThatRuleOnThatLine() throws {
    let source = """
      func f() {
        print("a")  // keel-lint:disable-line no-print — the one line this tool reports through
        print("b")
      }
      """
    let found = try lint(source)
    #expect(found.map(\.line) == [3])
    #expect(found.map(\.rule) == ["no-print"])
  }

  @Test func disableNextLineAndTheDoubleHyphenSeparatorWork() throws {
    let source = """
      func f() {
        // keel-lint:disable-next-line no-print, no-direct-user-defaults -- a demo of both
        print(UserDefaults.standard)
      }
      """
    #expect(try lint(source).isEmpty)
  }

  @Test func aSuppressionWithoutAReasonIsAnErrorAndSilencesNothing() throws {
    let found = try lint("func f() {\n  print(1)  // keel-lint:disable-line no-print\n}\n")
    #expect(Set(found.map(\.rule)) == ["no-print", "suppression"])
    let problem = try #require(found.first { $0.rule == "suppression" })
    #expect(problem.severity == .error)
    #expect(problem.message.contains("gives no reason"))
    #expect(problem.message.contains("// keel-lint:disable-line <rule> — <reason>"))
  }

  @Test func unknownRulesAndDirectivesAreErrors() throws {
    let found = try lint(
      "// keel-lint:disable-line no-prints — typo\n// keel-lint:enable no-print — nope\n// keel-lint:disable-line — x\n"
    )
    #expect(found.map(\.line) == [1, 2, 3])
    #expect(found.allSatisfy { $0.rule == "suppression" && $0.severity == .error })
    #expect(found[0].message.contains("unknown rule 'no-prints'"))
    #expect(found[1].message.contains("unknown keel-lint directive 'enable'"))
    #expect(found[2].message.contains("names no rule"))
  }

  @Test func aSuppressionThatSilencesNothingIsAWarning() throws {
    let found = try lint("let a = 1  // keel-lint:disable-line no-print — left over\n")
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(found.first?.message.contains("silences nothing") == true)
  }

  @Test func aSuppressionForARuleThatDidNotRunIsNotUnused() throws {
    let source = "let a = 1  // keel-lint:disable-line line-length — generated table\n"
    let found = try Linter(configuration: .repository(), root: URL(fileURLWithPath: "/"))
      .lint(source: source, relativePath: "Tests/KeelCoreTests/ATests.swift")
    #expect(found.isEmpty)
  }

  @Test func theSuppressionRuleCannotBeSuppressed() throws {
    let found = try lint("// keel-lint:disable-line suppression — no\n")
    #expect(found.first?.message == "the suppression rule cannot be suppressed")
  }

  @Test func docCommentsAndStringsMentioningTheMarkerAreNotDirectives() throws {
    let source = """
      /// Write `// keel-lint:disable-line <rule> — <reason>` to silence a line.
      let usage = "// keel-lint:disable-line nonsense"
      """
    #expect(try lint(source).isEmpty)
  }

  @Test func theSuppressionRuleFollowsItsSettings() throws {
    var configuration = try LintConfiguration.repository()
    configuration.rules[.suppression]?.severity = .warning
    let source = "func f() {\n  print(1)  // keel-lint:disable-line no-print\n}\n"
    let found = try diagnostics(.suppression, in: source, configuration: configuration)
    #expect(found.map(\.severity) == [.warning])
    configuration.rules[.suppression]?.severity = nil
    #expect(try diagnostics(.suppression, in: source, configuration: configuration).isEmpty)
  }
}
