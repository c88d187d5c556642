import SwiftSyntax

/// No `UserDefaults.standard` or `UserDefaults(...)` outside KeelStorage (and its tests): state
/// goes through typed `StorageKey`s on an injected `KeyValueStore`, which tests replace with
/// the in-memory backend (seed 004's `no_direct_userdefaults`, by syntax instead of regex).
struct NoDirectUserDefaultsRule: LintRule {
  let id = RuleID.noDirectUserDefaults
  let severity: Severity
  let allowedModules: [String]

  func findings(in file: LintFile) -> [Finding] {
    if let module = file.module {
      let owner = module.testedModule ?? module.name
      if allowedModules.contains(where: { Wildcard.matches($0, module.name) || Wildcard.matches($0, owner) }) {
        return []
      }
    }
    // Every form reported names the type: a file that never spells it is not walked.
    guard file.contains(ascii: "UserDefaults") else { return [] }
    let finder = Finder()
    finder.walk(file.tree)
    return finder.found.map { node, what in
      file.finding(
        id, severity, at: node,
        "\(what) outside \(allowedModules.joined(separator: ", ")): read and write through a KeyValueStore with "
          + "typed StorageKeys (@KeyValue), injected so tests can use the in-memory backend")
    }
  }

  private final class Finder: SyntaxVisitor {
    var found: [(ExprSyntax, String)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private static func isUserDefaults(_ expression: ExprSyntax?) -> Bool {
      guard let expression else { return false }
      let chain = SyntaxQueries.memberChain(expression)
      return chain == ["UserDefaults"] || chain == ["Foundation", "UserDefaults"]
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if node.declName.baseName.text == "standard", Self.isUserDefaults(node.base) {
        found.append((ExprSyntax(node), "UserDefaults.standard"))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      var callee = node.calledExpression
      if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
        let base = member.base
      {
        callee = base
      }
      if Self.isUserDefaults(callee) { found.append((ExprSyntax(node), "UserDefaults(...)")) }
      return .visitChildren
    }
  }
}
