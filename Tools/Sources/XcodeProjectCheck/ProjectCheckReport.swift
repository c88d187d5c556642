/// The outcome of checking one project spec.
public struct ProjectCheckReport: Sendable, Equatable {
  public let problems: [ProjectProblem]
  /// How many files the spec names (and the xcconfig includes they pull in) were found.
  public let filesChecked: Int
  /// The package products the app target links.
  public let linkedProducts: [String]

  public var errors: [ProjectProblem] { problems.filter { $0.severity == .error } }
  public var warnings: [ProjectProblem] { problems.filter { $0.severity == .warning } }

  public init(problems: [ProjectProblem], filesChecked: Int, linkedProducts: [String]) {
    self.problems = problems
    self.filesChecked = filesChecked
    self.linkedProducts = linkedProducts
  }
}
