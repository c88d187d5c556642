import AppDomain
import KeelCore
import KeelStorage
import Logging

extension StorageKeys {
  /// Variants forced in development builds, by experiment id (``ExperimentsManager``).
  public var experimentOverrides: StorageKey<[String: String]> { StorageKey("experiment_overrides", default: [:]) }
}

/// Assigns the current user to experiment variants (``ExperimentAssignment``: stable across
/// launches, no server needed), with overrides that development builds keep in the key-value
/// store so a tester can force a variant. Production builds ignore overrides (with a warning
/// when one is stored), so a forgotten override never ships.
///
/// The first time each experiment is read, an `Experiment_Exposure` event (experiment and
/// variant) goes to analytics, so results count only people who saw the experiment.
public final class ExperimentsManager: ExperimentsManaging {
  public let userID: String
  public let allowsOverrides: Bool
  private let store: KeyValueStore
  private let analytics: (any AnalyticsManaging)?
  private let exposed = Locked<Set<String>>([])
  private let logger: Logger

  public init(
    userID: String, store: KeyValueStore, configuration: BuildConfiguration,
    analytics: (any AnalyticsManaging)? = nil, logger: Logger = Logger(label: "template.experiments")
  ) {
    self.userID = userID
    self.store = store
    self.allowsOverrides = configuration != .production
    self.analytics = analytics
    self.logger = logger
  }

  public func variant(of experiment: Experiment) -> String {
    let name = resolve(experiment)
    let firstExposure = exposed.withLock { $0.insert(experiment.id).inserted }
    if firstExposure {
      analytics?.track(
        AnalyticsEvent("Experiment_Exposure", properties: ["experiment": experiment.id, "variant": name]))
    }
    return name
  }

  /// Forces `variant` (nil removes the override). Development and mock builds only.
  public func setOverride(_ variant: String?, for experiment: Experiment) throws(ExperimentOverrideError) {
    guard allowsOverrides else { throw .notAllowedInProduction(experimentID: experiment.id) }
    if let variant, !experiment.hasVariant(named: variant) {
      throw .unknownVariant(experimentID: experiment.id, variant: variant)
    }
    var overrides = store.value(\.experimentOverrides)
    overrides[experiment.id] = variant
    store.set(overrides, \.experimentOverrides)
  }

  // MARK: - Private Methods

  private func resolve(_ experiment: Experiment) -> String {
    if let forced = store.value(\.experimentOverrides)[experiment.id] {
      if !allowsOverrides {
        logger.warning("experiment override ignored in production", metadata: ["experiment": "\(experiment.id)"])
      } else if experiment.hasVariant(named: forced) {
        return forced
      } else {
        logger.warning(
          "experiment override names no variant of the experiment; assigning normally",
          metadata: ["experiment": "\(experiment.id)", "variant": "\(forced)"])
      }
    }
    guard let variant = ExperimentAssignment.variant(for: userID, in: experiment) else {
      logger.warning(
        "experiment cannot be evaluated; using its control",
        metadata: ["problem": "\(experiment.problem ?? "none")", "control": "\(experiment.control)"])
      return experiment.control
    }
    return variant.name
  }
}

/// Why an override was refused.
public enum ExperimentOverrideError: Error, Equatable, CustomStringConvertible {
  case notAllowedInProduction(experimentID: String)
  case unknownVariant(experimentID: String, variant: String)

  public var description: String {
    switch self {
    case .notAllowedInProduction(let id): "experiment '\(id)' cannot be overridden in a production build"
    case .unknownVariant(let id, let variant): "experiment '\(id)' has no variant '\(variant)'"
    }
  }
}
