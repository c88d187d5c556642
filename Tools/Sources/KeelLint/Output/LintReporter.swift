import Foundation

/// The output formats of `keel lint`.
public enum LintOutputFormat: String, Sendable, CaseIterable {
  /// `path:line:column: error: [rule] message` lines (what Xcode and editors jump to), then a
  /// summary line.
  case text
  /// One JSON object: counts (files, cached files, errors, warnings), seconds and the diagnostics.
  case json
}

/// Turns a report into the text `keel lint` prints.
public enum LintReporter {
  public static func render(_ report: LintReport, format: LintOutputFormat) -> String {
    switch format {
    case .text: text(report)
    case .json: json(report)
    }
  }

  public static func text(_ report: LintReport) -> String {
    (report.diagnostics.map(\.description) + [summary(report)]).joined(separator: "\n") + "\n"
  }

  /// `keel lint: 152 files, 1 error, 3 warnings in 0.41 s`
  public static func summary(_ report: LintReport) -> String {
    "keel lint: \(count(report.files, "file")), \(count(report.errorCount, "error")), "
      + "\(count(report.warningCount, "warning")) in \(String(format: "%.2f", seconds(report.duration))) s"
  }

  public static func json(_ report: LintReport) -> String {
    let document = JSONReport(
      files: report.files, cached: report.cachedFiles, errors: report.errorCount, warnings: report.warningCount,
      seconds: (seconds(report.duration) * 1000).rounded() / 1000,
      diagnostics: report.diagnostics.map {
        .init(
          path: $0.path, line: $0.line, column: $0.column, severity: $0.severity.rawValue, rule: $0.rule,
          message: $0.message)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and numbers cannot fail.
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private struct JSONReport: Encodable {
    struct Diagnostic: Encodable {
      let path: String
      let line: Int
      let column: Int
      let severity: String
      let rule: String
      let message: String
    }

    let files: Int
    /// Files whose findings came from the cache.
    let cached: Int
    let errors: Int
    let warnings: Int
    let seconds: Double
    let diagnostics: [Diagnostic]
  }
}
