import AppDomain

/// Gives every experiment the variant named in `variants` (by experiment id), or its control.
public struct FixedExperiments: ExperimentsManaging {
  public let variants: [String: String]

  public init(_ variants: [String: String]) {
    self.variants = variants
  }

  public func variant(of experiment: Experiment) -> String {
    variants[experiment.id] ?? experiment.control
  }
}
