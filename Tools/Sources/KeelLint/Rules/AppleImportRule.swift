import SwiftSyntax

/// An Apple-only framework (SwiftUI, UIKit, WebKit, UserNotifications, Security, os, …) is
/// imported only inside `#if canImport(...)`, so the file still builds on Linux where all
/// logic is tested (DESIGN.md's platform rule). `#if os(iOS)` is not enough: it says nothing
/// about whether the module exists, and it hides the code from the Linux type-check harness.
/// Imports are read where Swift allows them: at the top level and in top-level `#if` blocks.
struct AppleImportRule: LintRule {
  let id = RuleID.appleImports
  let severity: Severity
  let frameworks: Set<String>

  func findings(in file: LintFile) -> [Finding] {
    file.imports.compactMap { node in
      guard let name = node.path.first?.name.text, frameworks.contains(name), !Self.isGuarded(node) else {
        return nil
      }
      return file.finding(
        id, severity, at: node.path,
        "import of the Apple-only framework \(name) outside #if canImport(\(name)): wrap the file's whole body in "
          + "#if canImport(\(name)) ... #endif (platform rule; the harness type-checks it on Linux)")
    }
  }

  /// Inside an `#if` / `#elseif` clause whose condition checks `canImport(...)` (not negated).
  private static func isGuarded(_ node: ImportDeclSyntax) -> Bool {
    var current = node.parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition,
        checksCanImport(condition)
      {
        return true
      }
      current = parent.parent
    }
    return false
  }

  private static func checksCanImport(_ condition: ExprSyntax) -> Bool {
    if let call = condition.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport"
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      // `canImport(X) && !os(watchOS)`: guarded when any `&&` operand is canImport.
      let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
      return operators.allSatisfy { $0 == "&&" } && sequence.elements.contains { checksCanImport($0) }
    }
    if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first, tuple.elements.count == 1 {
      return checksCanImport(only.expression)
    }
    return false
  }
}
