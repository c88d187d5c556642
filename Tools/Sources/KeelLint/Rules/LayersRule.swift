import SwiftSyntax

/// Each module imports only what its allow-list names (DESIGN.md's layer table for the
/// reference app, the kit's module graph); a feature module never imports another feature or
/// `AppData`, whatever the allow-lists say (seed 003's forbidden dependencies).
///
/// Test modules (`<Module>Tests`) may import their module, what their module may import, the
/// configured test list, and their own entry if they have one. A module with no allow-list
/// gets one `unknownModule` finding per import (a warning by default), so new modules show up
/// without failing the run until someone writes their entry.
struct LayersRule: LintRule {
  let id = RuleID.layers
  let severity: Severity
  let settings: LayersSettings
  let configurationName: String

  /// Modules every Swift file can import: the standard library is always there.
  private static let alwaysAllowed: Set<String> = ["Swift"]

  func findings(in file: LintFile) -> [Finding] {
    guard let module = file.module else { return [] }
    let imports = file.imports
    let allowed = allowList(for: module)
    let featureUnderCheck = module.isTest ? (module.testedModule ?? module.name) : module.name
    return imports.compactMap { importDecl in
      guard let imported = importDecl.path.first?.name.text, imported != module.name else { return nil }
      if settings.isFeature(featureUnderCheck) {
        if imported != featureUnderCheck && settings.isFeature(imported) {
          return file.finding(
            id, severity, at: importDecl.path,
            "feature module \(module.name) imports the feature \(imported): features never depend on each other; "
              + "they meet only in \(settings.featureRoots.joined(separator: " / ")) through factories")
        }
        if settings.featureForbidden.contains(where: { Wildcard.matches($0, imported) }) {
          return file.finding(
            id, severity, at: importDecl.path,
            "feature module \(module.name) imports \(imported): features depend on the domain, never on the data "
              + "layer (inject what it provides through the feature's factory)")
        }
      }
      if Self.alwaysAllowed.contains(imported) { return nil }
      if allowed.modules.contains(where: { Wildcard.matches($0, imported) }) { return nil }
      guard allowed.isConfigured else {
        guard let unknown = settings.unknownModuleSeverity else { return nil }
        return file.finding(
          id, unknown, at: importDecl.path,
          "module \(module.name) has no allow-list, so its import of \(imported) is unchecked: add "
            + "\"\(module.name)\": [...] under rules.layers.modules in \(configurationName)")
      }
      let allowedNames = Set(allowed.modules).sorted().joined(separator: ", ")
      return file.finding(
        id, severity, at: importDecl.path,
        "\(module.name) may not import \(imported) (allowed: \(allowedNames)); "
          + "if this dependency is intended, add it to rules.layers.modules.\(module.name) in "
          + configurationName)
    }
  }

  /// The modules `module` may import, and whether the configuration says anything about it
  /// (if not, only the implicit part — a test's module and the test list — is known).
  private func allowList(for module: ModuleLocation) -> (modules: [String], isConfigured: Bool) {
    guard module.isTest else {
      let own = ownAllowList(for: module.name)
      return (own ?? [], own != nil)
    }
    var allowed = settings.testsMayImport
    var isConfigured = false
    if let tested = module.testedModule {
      allowed.append(tested)
      if let testedList = ownAllowList(for: tested) {
        allowed += testedList
        isConfigured = true
      }
    }
    if let own = settings.allowList(for: module.name) {
      allowed += own
      isConfigured = true
    }
    return (allowed, isConfigured)
  }

  private func ownAllowList(for module: String) -> [String]? {
    if let list = settings.allowList(for: module) { return list }
    return settings.isFeature(module) && !settings.featureMayImport.isEmpty ? settings.featureMayImport : nil
  }
}
