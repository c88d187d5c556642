/// Every rule `keel lint` knows, by the name used in output, configuration and suppression
/// comments.
public enum RuleID: String, Sendable, Hashable, CaseIterable, Comparable {
  case layers
  case weakCoordinator = "weak-coordinator"
  case weakDelegate = "weak-delegate"
  case outputCapture = "output-capture"
  case noPrint = "no-print"
  case noDirectUserDefaults = "no-direct-user-defaults"
  case noSharedSingletons = "no-shared-singletons"
  case noCredentialLiterals = "no-credential-literals"
  case appleImports = "apple-imports"
  case lineLength = "line-length"
  case fileLength = "file-length"
  case typeBodyLength = "type-body-length"
  case functionBodyLength = "function-body-length"
  case parameterCount = "parameter-count"
  case cyclomaticComplexity = "cyclomatic-complexity"
  /// Malformed or unused `keel-lint:` comments. Cannot itself be suppressed.
  case suppression

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The size rules (seed 004's SwiftLint limits), which skip test files unless configured.
  public var isSizeRule: Bool {
    switch self {
    case .lineLength, .fileLength, .typeBodyLength, .functionBodyLength, .parameterCount, .cyclomaticComplexity:
      true
    default:
      false
    }
  }
}
