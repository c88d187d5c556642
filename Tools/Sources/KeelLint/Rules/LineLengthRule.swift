/// Lines longer than the limits (seed 004: 120 warning, 200 error), counted in characters.
struct LineLengthRule: LintRule {
  let id = RuleID.lineLength
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    var findings: [Finding] = []
    for (index, text) in file.lines.enumerated() {
      // Most lines are short: counting UTF-8 bytes is cheap and bounds the character count.
      guard text.utf8.count > thresholds.warning else { continue }
      let length = text.count
      guard let (severity, limit) = thresholds.exceeded(by: length) else { continue }
      // Point at the first character past the limit (columns are UTF-8 bytes, like the compiler's).
      let column = text.prefix(limit).utf8.count + 1
      findings.append(
        Finding(
          rule: id, severity: severity, line: index + 1, column: column,
          message: "line is \(length) characters long (limit \(limit)): break it up"))
    }
    return findings
  }
}
