import Testing

@testable import KeelLint

@Suite struct WeakCoordinatorRuleTests {
  @Test func strongBackReferencesAndViewModelCoordinatorsAreReported() throws {
    try expectFixture("weak-coordinator/Triggers.swift", rule: .weakCoordinator)
  }

  @Test func weakReferencesOwnedChildrenLocalsAndComputedPropertiesPass() throws {
    try expectFixture("weak-coordinator/NearMisses.swift", rule: .weakCoordinator)
  }

  @Test func coreDataRepresentableServiceAndStructCoordinatorsPass() throws {
    try expectFixture("weak-coordinator/NotNavigationCoordinators.swift", rule: .weakCoordinator)
  }

  @Test func viewControllerHoldingItsCoordinatorStronglyIsReported() throws {
    let source = "final class ItemsViewController: UIViewController {\n  var coordinator: MainCoordinator?\n}\n"
    #expect(try diagnostics(.weakCoordinator, in: source).map(\.line) == [2])
  }

  @Test func viewModelMessageExplainsTheOutputPattern() throws {
    let source = "final class ItemsViewModel {\n  weak var coordinator: ItemsCoordinator?\n}\n"
    let found = try diagnostics(.weakCoordinator, in: source)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("only through its Output") == true)
    #expect(found.first.map { [$0.line, $0.column] } == [2, 12])
  }

  @Test func severityComesFromTheConfiguration() throws {
    var configuration = try LintConfiguration.repository()
    configuration.rules[.weakCoordinator]?.severity = .warning
    let source = "final class A {\n  var parent: BCoordinator?\n}\n"
    #expect(try diagnostics(.weakCoordinator, in: source, configuration: configuration).map(\.severity) == [.warning])
    configuration.rules[.weakCoordinator]?.severity = nil
    #expect(try diagnostics(.weakCoordinator, in: source, configuration: configuration).isEmpty)
  }
}
