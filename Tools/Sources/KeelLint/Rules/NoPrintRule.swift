import SwiftSyntax

/// No `print`, `debugPrint`, `Swift.print` or `dump` outside the allowed paths (the CLI's
/// output layer, benchmarks): apps log through swift-log, whose redaction and levels `print`
/// bypasses. Calls and the function used as a value (`forEach(print)`, `let log = print`)
/// count; the word in a string or a comment is not a call, and `logger.print(...)` is someone's
/// method. A call with a `to:` argument (`print(x, to: &text)`, `dump(x, to: &log)`) writes into
/// the `TextOutputStream` it is given, not to standard output, so it passes.
struct NoPrintRule: LintRule {
  let id = RuleID.noPrint
  let severity: Severity
  let functions: Set<String>

  func findings(in file: LintFile) -> [Finding] {
    // A call or reference spells the function's name: a file with none of them is not walked.
    guard functions.contains(where: file.contains) else { return [] }
    let finder = Finder(functions: functions)
    finder.walk(file.tree)
    guard !finder.found.isEmpty else { return [] }
    // A parameter or local named `dump` (`restore(from dump: Data)`) shadows the function
    // (`Swift.dump` is found under that name and stays).
    let bound = BoundNames()
    bound.walk(file.tree)
    return finder.found.filter { !bound.names.contains($0.1) }.map { node, name in
      file.finding(
        id, severity, at: node,
        "\(name)(...) writes to standard output: log through a swift-log Logger instead (print is allowed only "
          + "in the paths listed under rules.no-print.exclude)")
    }
  }

  private final class Finder: SyntaxVisitor {
    let functions: Set<String>
    var found: [(ExprSyntax, String)] = []

    init(functions: Set<String>) {
      self.functions = functions
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      guard functions.contains(name) else { return .visitChildren }
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        // `Swift.print(...)` is the global one; `logger.print(...)` is not.
        if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift", !Self.writesToStream(member) {
          found.append((ExprSyntax(member), "Swift.\(name)"))
        }
        return .visitChildren
      }
      // Called, passed (`forEach(print)`) or kept (`let log = print`): the global function either way.
      if !Self.writesToStream(node) { found.append((ExprSyntax(node), name)) }
      return .visitChildren
    }

    /// Whether `callee` is called with a `to:` argument: the overloads that write into an
    /// output stream the caller passes.
    private static func writesToStream(_ callee: some ExprSyntaxProtocol) -> Bool {
      guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else {
        return false
      }
      return call.arguments.contains { $0.label?.text == "to" }
    }
  }
}
