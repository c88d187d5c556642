import SwiftSyntax

/// Functions whose cyclomatic complexity passes the limits (seed 004: 15 warning, 25 error):
/// 1 + each `if`, `guard`, `for`, `while`, `repeat`, `case` and `catch` in the body (SwiftLint's
/// counting; `default` and boolean operators do not count). Closures in the body count toward
/// it; nested functions are measured on their own.
struct CyclomaticComplexityRule: LintRule {
  let id = RuleID.cyclomaticComplexity
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    FunctionBody.all(in: file.tree).compactMap { function in
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

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
      if case .case = node.label { decisions += 1 }
      return .visitChildren
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
