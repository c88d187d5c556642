/// The Swift module a file belongs to, read from its path: `…/Sources/<Module>/…` or
/// `…/Tests/<Module>/…` under any package root (the kit, `Tools/`, `Examples/TemplateApp/`,
/// `Benchmarks/`, …). Files elsewhere (manifests, the harness's stand-ins) belong to no module.
public struct ModuleLocation: Sendable, Hashable {
  /// The module's name, e.g. `KeelCore` or `KeelCoreTests`.
  public var name: String
  /// True for modules under a `Tests/` folder.
  public var isTest: Bool

  public init(name: String, isTest: Bool) {
    self.name = name
    self.isTest = isTest
  }

  /// The module a test module tests: `KeelCoreTests` → `KeelCore`.
  public var testedModule: String? {
    guard isTest, name.hasSuffix("Tests"), name.count > "Tests".count else { return nil }
    return String(name.dropLast("Tests".count))
  }

  /// The module of the file at `path` (relative to the configuration's folder), if any. The first
  /// `Sources` or `Tests` component followed by a folder and then the file decides.
  public init?(path: String) {
    let components = path.split(separator: "/")
    guard
      let index = components.indices.first(where: {
        (components[$0] == "Sources" || components[$0] == "Tests") && $0 + 2 < components.count
      })
    else { return nil }
    self.init(name: String(components[index + 1]), isTest: components[index] == "Tests")
  }
}
