import Testing

@testable import KeelLint

@Suite struct CyclomaticComplexityRuleTests {
  @Test func limitsAreWarningAbove15AndErrorAbove25() throws {
    #expect(try diagnostics(.cyclomaticComplexity, in: GeneratedSources.function(complexity: 15)).isEmpty)
    let warning = try diagnostics(.cyclomaticComplexity, in: GeneratedSources.function(complexity: 16))
    #expect(warning.map(\.severity) == [.warning])
    #expect(warning.first?.message.hasPrefix("function 'decide' has cyclomatic complexity 16 (limit 15)") == true)
    #expect(
      try diagnostics(.cyclomaticComplexity, in: GeneratedSources.function(complexity: 25)).map(\.severity) == [
        .warning
      ])
    #expect(
      try diagnostics(.cyclomaticComplexity, in: GeneratedSources.function(complexity: 26)).map(\.severity) == [.error])
  }

  @Test func everyKindOfDecisionCounts() throws {
    let source = """
      func f(values: [Int]) throws {
        for value in values {
          if value > 0 { continue } else if value < -5 { break }
          guard value != 3 else { return }
          while false {}
          repeat {} while false
          switch value {
          case 1: break
          case 2, 3: break
          default: break
          }
          do { try g() } catch let error as MyError { _ = error } catch {}
        }
      }
      """
    // 1 + for + if + else-if + guard + while + repeat + 2 cases + 2 catches = 11
    var configuration = try LintConfiguration.repository()
    configuration.rules[.cyclomaticComplexity]?.thresholds = Thresholds(warning: 10, error: 11)
    let found = try diagnostics(.cyclomaticComplexity, in: source, configuration: configuration)
    #expect(found.first?.message.contains("complexity 11") == true)
    #expect(found.map(\.severity) == [.warning])
  }

  @Test func aLookupTableCountsOnceButItsExpressionsAndOtherSwitchesCount() throws {
    let table = (0..<30).map { "  case .c\($0): \($0)" }.joined(separator: "\n")
    let cases = (0..<30).map { "c\($0)" }.joined(separator: ", ")
    let lookup = "enum E { case \(cases) }\nfunc value(_ e: E) -> Int {\n  switch e {\n\(table)\n  }\n}\n"
    #expect(try diagnostics(.cyclomaticComplexity, in: lookup).isEmpty)

    // The same table with one `where` clause, or one case doing more than a value, is decisions.
    let guarded = lookup.replacingOccurrences(of: "case .c0: 0", with: "case .c0 where true: 0")
    #expect(try diagnostics(.cyclomaticComplexity, in: guarded).map(\.severity) == [.error])
    let working = lookup.replacingOccurrences(of: "case .c0: 0", with: "case .c0:\n    log()\n    return 0")
    #expect(try diagnostics(.cyclomaticComplexity, in: working).map(\.severity) == [.error])

    // Decisions inside a table's values still count: 1 + table + 15 ifs = 17.
    let ternaries = (0..<15).map { "  case .c\($0): if flag { 1 } else { 0 }" }.joined(separator: "\n")
    let branching =
      "enum E { case \(cases) }\nfunc value(_ e: E, flag: Bool) -> Int {\n  switch e {\n"
      + ternaries + "\n  default: 2\n  }\n}\n"
    let found = try diagnostics(.cyclomaticComplexity, in: branching)
    #expect(found.first?.message.contains("complexity 17") == true, "\(found)")
  }

  @Test func nestedFunctionsAreMeasuredOnTheirOwn() throws {
    let inner = GeneratedSources.function(complexity: 20).replacingOccurrences(of: "\n", with: "\n  ")
    let source = "func outer() {\n  \(inner)\n}\n"
    let found = try diagnostics(.cyclomaticComplexity, in: source)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("'decide'") == true)
  }
}
