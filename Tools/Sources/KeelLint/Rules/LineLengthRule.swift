/// Lines longer than the limits (seed 004: 120 warning, 200 error), counted in characters.
struct LineLengthRule: LintRule {
  let id = RuleID.lineLength
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    var findings: [Finding] = []
    var lineNumber = 0
    for line in file.source.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let text = line.hasSuffix("\r") ? line.dropLast() : line
      let length = text.count
      guard let (severity, limit) = thresholds.exceeded(by: length) else { continue }
      // Point at the first character past the limit (columns are UTF-8 bytes, like the compiler's).
      let column = text.prefix(limit).utf8.count + 1
      findings.append(
        Finding(
          rule: id, severity: severity, line: lineNumber, column: column,
          message: "line is \(length) characters long (limit \(limit)): break it up"))
    }
    return findings
  }
}
