import SwiftSyntax

/// Functions whose cyclomatic complexity passes the limits (seed 004: 15 warning, 25 error):
/// 1 + each `if`, `guard`, `for`, `while`, `repeat`, `case` and `catch` in the body (SwiftLint's
/// counting; `default` and boolean operators do not count). Closures in the body count toward
/// it; nested functions are measured on their own.
///
/// A lookup table counts as one decision, however many cases it has: a `switch` whose every case
/// has no `where` clause and a single expression, `return` or assignment for its body (`case
/// .black50: neutral(0)`). Splitting such a table would only hide it; decisions inside its
/// expressions still count.
struct CyclomaticComplexityRule: LintRule {
  let id = RuleID.cyclomaticComplexity
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    file.declarations.functionBodies.compactMap { function in
      let counter = DecisionCounter()
      counter.walk(function.statements)
      let complexity = 1 + counter.decisions
      guard let (severity, limit) = thresholds.exceeded(by: complexity) else { return nil }
      return file.finding(
        id, severity, at: function.anchor,
        "\(function.description) has cyclomatic complexity \(complexity) (limit \(limit)): split the decisions "
          + "into smaller functions or a lookup")
    }
  }

  private final class DecisionCounter: SyntaxVisitor {
    var decisions = 0

    init() { super.init(viewMode: .sourceAccurate) }

    private func count() -> SyntaxVisitorContinueKind {
      decisions += 1
      return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { count() }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { count() }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { count() }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { count() }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { count() }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { count() }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      if Self.isLookupTable(node) { decisions += 1 }
      return .visitChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
      let inTable = node.parent?.parent?.as(SwitchExprSyntax.self).map(Self.isLookupTable) ?? false
      if case .case = node.label, !inTable { decisions += 1 }
      return .visitChildren
    }

    private static func isLookupTable(_ node: SwitchExprSyntax) -> Bool {
      node.cases.allSatisfy { element in
        guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }  // `#if` inside
        if case .case(let label) = switchCase.label, label.caseItems.contains(where: { $0.whereClause != nil }) {
          return false
        }
        guard switchCase.statements.count == 1, let item = switchCase.statements.first?.item else { return false }
        switch item {
        case .expr: return true
        case .stmt(let statement): return statement.is(ReturnStmtSyntax.self) || statement.is(ExpressionStmtSyntax.self)
        default: return false
        }
      }
    }

    // Nested declarations are measured on their own.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      node.accessorBlock == nil ? .visitChildren : .skipChildren
    }
  }
}
