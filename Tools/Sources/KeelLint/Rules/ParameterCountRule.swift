/// Functions, initializers and subscripts with more parameters than the limits (seed 004: 6
/// warning, 8 error). Parameters with default values do not count unless configured (as in
/// SwiftLint): they do not burden the call sites.
struct ParameterCountRule: LintRule {
  let id = RuleID.parameterCount
  let thresholds: Thresholds
  let ignoresDefaultedParameters: Bool

  func findings(in file: LintFile) -> [Finding] {
    file.declarations.functionBodies.compactMap { function in
      guard let parameters = function.parameters else { return nil }
      let count = parameters.filter { !ignoresDefaultedParameters || $0.defaultValue == nil }.count
      guard let (severity, limit) = thresholds.exceeded(by: count) else { return nil }
      return file.finding(
        id, severity, at: function.anchor,
        "\(function.description) takes \(count) parameters (limit \(limit)): group related ones into a type")
    }
  }
}
