import SwiftSyntax

/// Type bodies longer than the limits (seed 004: 300 warning, 500 error), counting lines of
/// code between the braces (blank and comment-only lines do not count, as in SwiftLint).
/// Classes, structs, enums, actors, protocols and extensions each count separately.
struct TypeBodyLengthRule: LintRule {
  let id = RuleID.typeBodyLength
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    file.declarations.types.compactMap { type in
      let open = file.location(of: type.group.memberBlock.leftBrace).line
      let close = file.location(of: type.group.memberBlock.rightBrace).line
      let lines = file.codeLineCount(after: open, before: close)
      guard let (severity, limit) = thresholds.exceeded(by: lines) else { return nil }
      return file.finding(
        id, severity, at: type.anchor,
        "type body has \(lines) lines of code (limit \(limit)): move parts into extensions in their own files "
          + "or into smaller types")
    }
  }
}
