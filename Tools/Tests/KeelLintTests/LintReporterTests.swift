import Foundation
import Testing

@testable import KeelLint

@Suite struct LintReporterTests {
  private let report = LintReport(
    files: 12,
    diagnostics: [
      LintDiagnostic(path: "Sources/A/A.swift", line: 3, column: 5, severity: .error, rule: "no-print", message: "m1"),
      LintDiagnostic(path: "Sources/A/B.swift", line: 1, column: 1, severity: .warning, rule: "layers", message: "m2"),
    ],
    duration: .milliseconds(1234))

  @Test func textIsOneCompilerStyleLinePerDiagnosticThenASummary() {
    #expect(
      LintReporter.text(report) == """
        Sources/A/A.swift:3:5: error: [no-print] m1
        Sources/A/B.swift:1:1: warning: [layers] m2
        keel lint: 12 files, 1 error, 1 warning in 1.23 s

        """)
  }

  @Test func summaryPluralizes() {
    let empty = LintReport(files: 1, diagnostics: [], duration: .zero)
    #expect(LintReporter.summary(empty) == "keel lint: 1 file, 0 errors, 0 warnings in 0.00 s")
  }

  @Test func jsonHoldsCountsSecondsAndDiagnostics() throws {
    struct Decoded: Decodable {
      struct Diagnostic: Decodable {
        let path: String
        let line: Int
        let column: Int
        let severity: String
        let rule: String
        let message: String
      }
      let files: Int
      let errors: Int
      let warnings: Int
      let seconds: Double
      let diagnostics: [Diagnostic]
    }
    let decoded = try JSONDecoder().decode(Decoded.self, from: Data(LintReporter.json(report).utf8))
    #expect(decoded.files == 12 && decoded.errors == 1 && decoded.warnings == 1)
    #expect(decoded.seconds == 1.234)
    #expect(decoded.diagnostics.first?.path == "Sources/A/A.swift")
    #expect(decoded.diagnostics.map(\.severity) == ["error", "warning"])
  }
}
