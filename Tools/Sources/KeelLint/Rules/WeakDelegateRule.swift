import SwiftSyntax

/// A stored property holding a delegate must be `weak` unless the declaring type creates the
/// delegate itself (an adapter it owns). The object a delegate is handed by owns it already.
/// Only classes and actors are checked, and a property matched by its name alone only when its
/// type could be a reference (see `ReferenceProperties.find`): `weak` applies to class-bound
/// references, and a struct's property (`appDelegate: AppDelegateState` in a SwiftUI view) is
/// a copied value, not a back reference.
struct WeakDelegateRule: LintRule {
  let id = RuleID.weakDelegate
  let severity: Severity

  func findings(in file: LintFile) -> [Finding] {
    // As for coordinators: a file that never spells "elegate" holds no delegate property.
    guard file.contains(ascii: "elegate") else { return [] }
    return ReferenceProperties.find(in: file, suffix: "Delegate", referenceOwnersOnly: true).compactMap { property in
      property.ownershipFinding(
        in: file, id, severity,
        unowned: "delegate \(property.described) is unowned: prefer weak (unowned traps if the delegate is released "
          + "first)",
        strong: "delegate \(property.described) is held strongly: declare it weak (the delegate usually owns this "
          + "object, so a strong reference is a retain cycle); if the protocol is not class-bound, make it AnyObject")
    }
  }
}
