/// Files longer than the limits (seed 004: 500 warning, 1000 error lines). Reported on line 1,
/// where a suppression comment can sit.
struct FileLengthRule: LintRule {
  let id = RuleID.fileLength
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    // Any line ending counts (`\n`, `\r\n`, `\r`); a final one does not start another line.
    let lines = file.lines.count
    guard let (severity, limit) = thresholds.exceeded(by: lines) else { return [] }
    return [
      Finding(
        rule: id, severity: severity, line: 1, column: 1,
        message: "file has \(lines) lines (limit \(limit)): split it, one type or concern per file")
    ]
  }
}
