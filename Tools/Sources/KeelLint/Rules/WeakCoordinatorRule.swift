import SwiftSyntax

/// A stored property holding a coordinator must be `weak` unless the declaring type creates
/// that coordinator itself (a parent owns the children it makes; anything handed in is a back
/// reference, and a strong one is a retain cycle). In a view model a coordinator property is
/// an error whatever its ownership: view models talk to their coordinator only through their
/// `Output` (DESIGN.md, seed 000).
struct WeakCoordinatorRule: LintRule {
  let id = RuleID.weakCoordinator
  let severity: Severity

  func findings(in file: LintFile) -> [Finding] {
    // A coordinator property is found by a name ending in "Coordinator" or "coordinator" (its
    // type's, a generic constraint's or its own): a file that never spells "oordinator" has
    // none, and most files are skipped without a walk.
    guard file.contains(ascii: "oordinator") else { return [] }
    return ReferenceProperties.find(in: file, suffix: "Coordinator").compactMap { property in
      if property.ownerName.hasSuffix("ViewModel") {
        return file.finding(
          id, severity, at: property.binding,
          "view model \(property.ownerName) holds a coordinator \(property.described): a view model reports to its "
            + "coordinator only through its Output closures, which the coordinator sets with [weak self]")
      }
      return property.ownershipFinding(
        in: file, id, severity,
        unowned: "\(property.described) is unowned: prefer weak (unowned traps if the coordinator is released first)",
        strong: "stored property \(property.described) holds a coordinator it did not create strongly: declare it "
          + "weak (a strong back reference to a coordinator is a retain cycle)")
    }
  }
}
