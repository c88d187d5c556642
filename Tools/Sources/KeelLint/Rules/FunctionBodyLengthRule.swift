/// Function bodies longer than the limits (seed 004: 60 warning, 100 error), counting lines of
/// code between the braces (blank and comment-only lines do not count).
struct FunctionBodyLengthRule: LintRule {
  let id = RuleID.functionBodyLength
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    file.declarations.functionBodies.compactMap { function in
      let lines = file.codeLineCount(
        after: file.location(of: function.leftBrace).line, before: file.location(of: function.rightBrace).line)
      guard let (severity, limit) = thresholds.exceeded(by: lines) else { return nil }
      return file.finding(
        id, severity, at: function.anchor,
        "\(function.description) body has \(lines) lines of code (limit \(limit)): extract steps into functions "
          + "named for what they do")
    }
  }
}
