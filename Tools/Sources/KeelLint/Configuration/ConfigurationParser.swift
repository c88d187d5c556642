/// Applies a parsed `.keel-lint.json` on top of the defaults, key by key.
struct ConfigurationParser {
  let reader: ConfigurationReader

  func apply(_ document: JSONValue, to configuration: inout LintConfiguration) throws(ConfigurationError) {
    let root = try reader.object(document, at: "", allowedKeys: ["exclude", "rules"])
    if let exclude = root["exclude"] {
      configuration.exclude = try reader.patterns(exclude, at: "exclude")
    }
    if let rules = root["rules"] {
      let known = Set(RuleID.allCases.map(\.rawValue))
      for (name, value) in try reader.object(rules, at: "rules").sorted(by: { $0.key < $1.key }) {
        guard let rule = RuleID(rawValue: name) else {
          throw reader.error(
            "rules.\(name)", "unknown rule (known rules: \(known.sorted().joined(separator: ", ")))")
        }
        try apply(value, to: rule, in: &configuration)
      }
    }
  }

  private func apply(
    _ value: JSONValue, to rule: RuleID, in configuration: inout LintConfiguration
  )
    throws(ConfigurationError)
  {
    let key = "rules.\(rule.rawValue)"
    var allowed: Set<String> = ["enabled", "exclude", "includeTests"]
    allowed.formUnion(rule.isSizeRule ? ["warning", "error"] : ["severity"])
    allowed.formUnion(Self.extraKeys[rule] ?? [])
    let object = try reader.object(value, at: key, allowedKeys: allowed)
    var settings = configuration.settings(for: rule)

    if let severity = object["severity"] { settings.severity = try reader.severity(severity, at: "\(key).severity") }
    if let exclude = object["exclude"] { settings.exclude = try reader.patterns(exclude, at: "\(key).exclude") }
    if let include = object["includeTests"] {
      settings.includeTests = try reader.bool(include, at: "\(key).includeTests")
    }
    if rule.isSizeRule {
      var thresholds = settings.thresholds ?? Thresholds(warning: 1, error: 1)
      if let warning = object["warning"] {
        thresholds.warning = try reader.positiveInteger(warning, at: "\(key).warning")
      }
      if let error = object["error"] { thresholds.error = try reader.positiveInteger(error, at: "\(key).error") }
      guard thresholds.warning <= thresholds.error else {
        throw reader.error(
          "\(key).warning", "the warning limit (\(thresholds.warning)) is above the error limit (\(thresholds.error))")
      }
      settings.thresholds = thresholds
    }
    if let enabled = object["enabled"] {
      let isEnabled = try reader.bool(enabled, at: "\(key).enabled")
      if !isEnabled {
        settings.severity = nil
      } else if settings.severity == nil {
        settings.severity = .error
      }
    }
    configuration.rules[rule] = settings
    try applyExtras(object, to: rule, key: key, in: &configuration)
  }

  private static let extraKeys: [RuleID: Set<String>] = [
    .layers: ["modules", "tests", "features", "unknownModule"],
    .outputCapture: ["unowned"],
    .noPrint: ["functions"],
    .noDirectUserDefaults: ["allowedModules"],
    .noSharedSingletons: ["forbidden", "allow"],
    .noCredentialLiterals: ["names", "namesInTests"],
    .appleImports: ["frameworks"],
    .parameterCount: ["ignoresDefaultedParameters"],
  ]

  private func applyExtras(
    _ object: [String: JSONValue], to rule: RuleID, key: String, in configuration: inout LintConfiguration
  ) throws(ConfigurationError) {
    switch rule {
    case .layers:
      try applyLayers(object, key: key, to: &configuration.layers)
    case .outputCapture:
      if let value = object["unowned"] {
        configuration.outputCapture.unownedSeverity = try reader.severity(value, at: "\(key).unowned")
      }
    case .noPrint:
      if let value = object["functions"] {
        configuration.noPrint.functions = try reader.strings(value, at: "\(key).functions")
      }
    case .noDirectUserDefaults:
      if let value = object["allowedModules"] {
        configuration.userDefaults.allowedModules = try reader.strings(value, at: "\(key).allowedModules")
      }
    case .noSharedSingletons:
      try applySharedSingletons(object, key: key, to: &configuration.sharedSingletons)
    case .noCredentialLiterals:
      try applyCredentials(object, key: key, to: &configuration.credentials)
    case .appleImports:
      if let value = object["frameworks"] {
        configuration.appleImports.frameworks = try reader.strings(value, at: "\(key).frameworks")
      }
    case .parameterCount:
      if let value = object["ignoresDefaultedParameters"] {
        configuration.parameterCount.ignoresDefaultedParameters = try reader.bool(
          value, at: "\(key).ignoresDefaultedParameters")
      }
    default:
      break
    }
  }

  private func applyCredentials(
    _ object: [String: JSONValue], key: String, to settings: inout CredentialSettings
  ) throws(ConfigurationError) {
    if let value = object["names"] {
      settings.names = try reader.strings(value, at: "\(key).names").map {
        $0.lowercased().replacingOccurrences(of: "_", with: "")
      }
    }
    if let value = object["namesInTests"] { settings.namesInTests = try reader.bool(value, at: "\(key).namesInTests") }
  }

  /// `forbidden` members and the `allow` list, each entry with its reason.
  private func applySharedSingletons(
    _ object: [String: JSONValue], key: String, to settings: inout SharedSingletonSettings
  ) throws(ConfigurationError) {
    if let value = object["forbidden"] { settings.forbidden = try reader.strings(value, at: "\(key).forbidden") }
    if let value = object["allow"] {
      var allow: [String: String] = [:]
      for (name, reason) in try reader.object(value, at: "\(key).allow") {
        let text = try reader.string(reason, at: "\(key).allow.\(name)")
        guard !text.allSatisfy(\.isWhitespace) else {
          throw reader.error("\(key).allow.\(name)", "expected the reason this instance may stay")
        }
        allow[name] = text
      }
      settings.allow = allow
    }
  }

  private func applyLayers(
    _ object: [String: JSONValue], key: String, to layers: inout LayersSettings
  )
    throws(ConfigurationError)
  {
    if let value = object["unknownModule"] {
      layers.unknownModuleSeverity = try reader.severity(value, at: "\(key).unknownModule")
    }
    if let value = object["tests"] { layers.testsMayImport = try reader.strings(value, at: "\(key).tests") }
    if let value = object["modules"] {
      var modules: [String: [String]] = [:]
      for (name, imports) in try reader.object(value, at: "\(key).modules") {
        modules[name] = try reader.strings(imports, at: "\(key).modules.\(name)")
      }
      layers.modules = modules
    }
    if let value = object["features"] {
      let featuresKey = "\(key).features"
      let features = try reader.object(
        value, at: featuresKey, allowedKeys: ["suffix", "roots", "mayImport", "forbidden"])
      if let suffix = features["suffix"] {
        layers.featureSuffix = try reader.string(suffix, at: "\(featuresKey).suffix")
        guard !layers.featureSuffix.isEmpty else { throw reader.error("\(featuresKey).suffix", "must not be empty") }
      }
      if let roots = features["roots"] { layers.featureRoots = try reader.strings(roots, at: "\(featuresKey).roots") }
      if let may = features["mayImport"] {
        layers.featureMayImport = try reader.strings(may, at: "\(featuresKey).mayImport")
      }
      if let forbidden = features["forbidden"] {
        layers.featureForbidden = try reader.strings(forbidden, at: "\(featuresKey).forbidden")
      }
    }
  }
}
