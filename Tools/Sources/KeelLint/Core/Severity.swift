/// How bad a finding is. Any error makes `keel lint` exit non-zero; warnings are reported only.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
