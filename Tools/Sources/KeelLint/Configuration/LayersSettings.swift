/// The `layers` rule's settings: which module may import which.
public struct LayersSettings: Sendable, Equatable {
  /// Module name (or a `*` pattern such as `*Benchmark`) → the modules it may import (names or
  /// patterns). An exact name wins over a pattern.
  public var modules: [String: [String]]
  /// What every test module may import besides its own module and that module's allow-list.
  public var testsMayImport: [String]
  /// Feature modules are named `<Name><featureSuffix>`.
  public var featureSuffix: String
  /// Modules with the feature suffix that are not features but the place features meet
  /// (`AppFeature`): they may import features.
  public var featureRoots: [String]
  /// The allow-list of a feature module that has no entry of its own in `modules`.
  public var featureMayImport: [String]
  /// Modules no feature may import whatever the allow-lists say (`AppData`).
  public var featureForbidden: [String]
  /// Severity for imports in a module that has no allow-list; nil ignores them.
  public var unknownModuleSeverity: Severity?

  public init(
    modules: [String: [String]] = [:], testsMayImport: [String] = ["Foundation", "Testing"],
    featureSuffix: String = "Feature", featureRoots: [String] = ["AppFeature"], featureMayImport: [String] = [],
    featureForbidden: [String] = ["AppData"], unknownModuleSeverity: Severity? = .warning
  ) {
    self.modules = modules
    self.testsMayImport = testsMayImport
    self.featureSuffix = featureSuffix
    self.featureRoots = featureRoots
    self.featureMayImport = featureMayImport
    self.featureForbidden = featureForbidden
    self.unknownModuleSeverity = unknownModuleSeverity
  }

  /// The allow-list entry for `module`: its own key, else the first matching pattern key (in
  /// sorted order, so the choice does not depend on the file's key order).
  func allowList(for module: String) -> [String]? {
    if let exact = modules[module] { return exact }
    let key = modules.keys.filter { $0.contains("*") || $0.contains("?") }.sorted().first {
      Wildcard.matches($0, module)
    }
    return key.flatMap { modules[$0] }
  }

  /// Whether `module` is a feature module (`ItemsFeature`, not the root `AppFeature`).
  func isFeature(_ module: String) -> Bool {
    module.hasSuffix(featureSuffix) && module.count > featureSuffix.count && !featureRoots.contains(module)
  }
}
