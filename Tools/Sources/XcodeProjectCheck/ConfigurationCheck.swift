/// Every configuration the spec names must be one it declares: Xcode silently falls back to
/// another configuration (or XcodeGen refuses to generate) when a scheme names a missing one,
/// and an app target configuration without its xcconfig builds with none of its settings.
extension CheckContext {
  private static let schemeActions = ["run", "test", "profile", "analyze", "archive"]

  func checkConfigurations(_ spec: SpecNode) {
    let declared = declaredConfigurations(spec)
    let list = declared.joined(separator: ", ")
    func requireDeclared(_ name: String, at node: SpecNode) {
      if !declared.contains(name) {
        report(.error, at: node, "configuration '\(name)' is not declared in configs (\(list))")
      }
    }
    if let defaultConfig = spec["options"]?["defaultConfig"], let name = defaultConfig.string {
      requireDeclared(name, at: defaultConfig)
    }
    for (name, file) in spec["configFiles"]?.entries ?? [] { requireDeclared(name, at: file) }
    for (_, target) in spec["targets"]?.entries ?? [] {
      guard let configFiles = target["configFiles"] else { continue }
      let named = configFiles.entries.map(\.key)
      for (name, file) in configFiles.entries { requireDeclared(name, at: file) }
      for name in declared where !named.contains(name) {
        report(.error, at: configFiles, "configuration '\(name)' has no config file")
      }
    }
    for (_, scheme) in spec["schemes"]?.entries ?? [] {
      for action in Self.schemeActions {
        guard let config = scheme[action]?["config"], let name = config.string else { continue }
        requireDeclared(name, at: config)
      }
    }
  }

  /// `configs:` in file order; XcodeGen's defaults (Debug, Release) when the key is absent.
  private func declaredConfigurations(_ spec: SpecNode) -> [String] {
    guard let configs = spec["configs"] else { return ["Debug", "Release"] }
    return configs.entries.map(\.key)
  }
}
