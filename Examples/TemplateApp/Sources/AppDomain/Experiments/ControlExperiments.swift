/// Gives everyone every experiment's control: the default of screens built without an
/// experiments manager (tests of other behaviour). The composition root always hands screens
/// the session's manager.
public struct ControlExperiments: ExperimentsManaging {
  public init() {}

  public func variant(of experiment: Experiment) -> String { experiment.control }
}
