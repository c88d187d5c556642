/// One check over a parsed file. A rule is built from its configured settings and reports
/// findings; it decides nothing about exclusions or suppressions (the linter does).
protocol LintRule: Sendable {
  var id: RuleID { get }
  func findings(in file: LintFile) -> [Finding]
}
