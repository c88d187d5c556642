/// What a new feature adds outside its module: its factory in the composition root, its
/// manifest entries, its strings, and (with `--tab`) its tab bridge and test-world factory.
enum AppWiringTemplates {
  static func appServicesExtension(_ name: FeatureName) -> String {
    """
    import \(name.module)

    /// The \(name.displayName) feature's view models and coordinator, from the scoped services.
    extension AppServices: \(name.elementsFactory) {
      public func \(name.viewModelMethod)() -> \(name.viewModel) {
        \(name.viewModel)()
      }

      public func \(name.coordinatorMethod)() -> \(name.coordinator) {
        \(name.coordinator)(factory: self)
      }
    }

    """
  }

  /// `kit` is the package identity the manifest names the kit by; `strict` whether targets use
  /// the manifest's shared `strict` settings.
  static func manifestTargets(_ name: FeatureName, kit: String, strict: Bool) -> [String] {
    let settings = strict ? "\n  swiftSettings: strict" : ""
    let comma = strict ? "," : ""
    return [
      """
      // The \(name.displayName) feature (keel add feature): AppDomain and the kit only.
      .target(
        name: "\(name.module)",
        dependencies: [
          "AppDomain", "AppLocalization", .product(name: "KeelNavigation", package: "\(kit)"),
          .product(name: "KeelDesign", package: "\(kit)"),
        ]\(comma)\(settings)
      )
      """,
      """
      .testTarget(
        name: "\(name.testModule)",
        dependencies: [
          "\(name.module)", .product(name: "KeelCore", package: "\(kit)"),
          .product(name: "KeelTesting", package: "\(kit)"),
        ]\(comma)\(settings)
      )
      """,
    ]
  }

  static func harnessTarget(_ name: FeatureName) -> String {
    """
    // \(name.module) (keel add feature).
    .target(
      name: "\(name.module)",
      dependencies: ["AppDomain", "AppLocalization", "KeelNavigation", "KeelDesign", "SwiftUI"],
      path: "Mirrors/\(name.module)",
      swiftSettings: strict
    )
    """
  }

  /// The `.keel-lint.json` layers entries: what the module and its tests may import.
  static func lintEntries(_ name: FeatureName) -> [(module: String, imports: [String])] {
    [
      (name.module, ["AppDomain", "AppLocalization", "KeelNavigation", "KeelDesign", "Observation", "SwiftUI"]),
      (name.testModule, ["KeelCore", "KeelTesting", "Foundation"]),
    ]
  }

  // MARK: - --tab

  static func tabFlow(_ name: FeatureName) -> String {
    // swift-format's OrderedImports: the feature's module sorts among the kit's.
    let imports = [name.module, "KeelNavigation"].sorted().map { "import \($0)" }.joined(separator: "\n")
    return """
      \(imports)

      /// The \(name.displayName) tab's bridge: home is its only screen so far, so the tab has nothing
      /// to push or present; popping and dismissing are harmless no-ops.
      extension \(name.coordinator): TabFlow {
        public var tabState: NavigationState<TabRoute> {
          // \(name.screen) has no cases yet: nothing can be pushed or presented. A screen added
          // there makes this the place to map it to its route.
          NavigationState()
        }

        public func apply(_ step: TransitionStep<TabRoute>) -> Bool {
          switch step {
          case .dismiss:
            dismiss()
          case .pop:
            pop()
          case .push, .present:
            return false
          }
          return true
        }
      }

      """
  }

  /// A tab's entry in the session's `TabView`.
  static func tabViewEntry(_ name: FeatureName) -> String {
    """
    \(name.coordinatorView)(coordinator: coordinator.\(name.lowerCamel))
      .tabStepSignal(coordinator.stack(for: .\(name.lowerCamel)))
      .tabItem { Label(L10n.\(name.lowerCamel).tab, systemImage: "square.grid.2x2") }
      .tag(AppTab.\(name.lowerCamel))
    """
  }

  /// The factory methods a test world that builds the session needs for the new tab.
  static func testWorldExtension(_ name: FeatureName, type: String) -> String {
    """
    import \(name.module)

    /// The \(name.displayName) tab in the test world (keel add feature --tab).
    extension \(type): \(name.elementsFactory) {
      func \(name.viewModelMethod)() -> \(name.viewModel) { \(name.viewModel)() }

      func \(name.coordinatorMethod)() -> \(name.coordinator) { \(name.coordinator)(factory: self) }
    }

    """
  }
}
