/// A/B experiments as view models see them (seed 002's `ABTestManager`).
public protocol ExperimentsManaging: Sendable {
  /// The name of the variant the current user gets in `experiment`.
  func variant(of experiment: Experiment) -> String
}
