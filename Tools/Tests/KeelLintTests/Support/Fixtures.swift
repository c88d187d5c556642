import Foundation
import KeelLint
import Testing

/// Fixture files under `Fixtures/<rule>/`: Swift sources (never compiled) that lint as if they
/// lived at the path named by their first line, `// fixture-path: <path>`. A line that must
/// produce a finding ends with `// expect: <severity> <rule>` (several separated by `,`).
struct Fixture {
  let name: String
  let source: String
  let path: String
  let expected: [Expectation]

  struct Expectation: Hashable, CustomStringConvertible {
    let line: Int
    let severity: Severity
    let rule: String
    var description: String { "\(line): \(severity.rawValue) [\(rule)]" }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func load(_ name: String) throws -> Fixture {
    let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let header = "// fixture-path: "
    let path = lines.first.flatMap { $0.hasPrefix(header) ? String($0.dropFirst(header.count)) : nil }
    var expected: [Expectation] = []
    for (index, line) in lines.enumerated() {
      guard let range = line.range(of: "// expect: ") else { continue }
      for item in line[range.upperBound...].split(separator: ",") {
        let parts = item.split(separator: " ")
        guard parts.count == 2, let severity = Severity(rawValue: String(parts[0])) else {
          throw FixtureError(message: "\(name):\(index + 1): malformed expectation '\(item)'")
        }
        expected.append(Expectation(line: index + 1, severity: severity, rule: String(parts[1])))
      }
    }
    return Fixture(name: name, source: source, path: path ?? "Sources/Fixture/\(name)", expected: expected)
  }

  /// The findings of `rule` when linting this fixture with `configuration`.
  func findings(of rule: RuleID, configuration: LintConfiguration? = nil) throws -> [Expectation] {
    try Linter(configuration: configuration ?? .repository(), root: URL(fileURLWithPath: "/"))
      .lint(source: source, relativePath: path)
      .filter { $0.rule == rule.rawValue }
      .map { Expectation(line: $0.line, severity: $0.severity, rule: $0.rule) }
  }

  /// The expectations this fixture declares for `rule`.
  func expectations(for rule: RuleID) -> [Expectation] {
    expected.filter { $0.rule == rule.rawValue }
  }
}

struct FixtureError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

extension LintConfiguration {
  /// The repository's committed `.keel-lint.json` (so every rule test also proves it parses).
  static func repository() throws -> LintConfiguration { try committed.get() }

  static let repositoryFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(LintConfiguration.fileName)

  private static let committed = Result { () throws(ConfigurationError) in
    try LintConfiguration.load(from: repositoryFile)
  }
}

/// Lints `source` as the file at `path` with the repository's configuration, returning the
/// diagnostics of `rule` only.
func diagnostics(
  _ rule: RuleID, in source: String, at path: String = "Sources/KeelCore/File.swift",
  configuration: LintConfiguration? = nil
) throws -> [LintDiagnostic] {
  try Linter(configuration: configuration ?? .repository(), root: URL(fileURLWithPath: "/"))
    .lint(source: source, relativePath: path)
    .filter { $0.rule == rule.rawValue }
}

/// Lints a fixture and expects exactly the findings of `rule` its `// expect:` markers declare
/// (none, for a near-miss fixture).
func expectFixture(
  _ name: String, rule: RuleID, configuration: LintConfiguration? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let fixture = try Fixture.load(name)
  let found = try fixture.findings(of: rule, configuration: configuration).sorted { $0.line < $1.line }
  let expected = fixture.expectations(for: rule).sorted { $0.line < $1.line }
  #expect(found == expected, "\(name): found \(found), expected \(expected)", sourceLocation: sourceLocation)
}
