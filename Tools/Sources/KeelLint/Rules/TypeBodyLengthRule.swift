import SwiftSyntax

/// Type bodies longer than the limits (seed 004: 300 warning, 500 error), counting lines of
/// code between the braces (blank and comment-only lines do not count, as in SwiftLint).
/// Classes, structs, enums, actors, protocols and extensions each count separately.
struct TypeBodyLengthRule: LintRule {
  let id = RuleID.typeBodyLength
  let thresholds: Thresholds

  func findings(in file: LintFile) -> [Finding] {
    let finder = Finder()
    finder.walk(file.tree)
    return finder.found.compactMap { group, name in
      let open = file.location(of: group.memberBlock.leftBrace).line
      let close = file.location(of: group.memberBlock.rightBrace).line
      let lines = file.codeLineCount(after: open, before: close)
      guard let (severity, limit) = thresholds.exceeded(by: lines) else { return nil }
      return file.finding(
        id, severity, at: name,
        "type body has \(lines) lines of code (limit \(limit)): move parts into extensions in their own files "
          + "or into smaller types")
    }
  }

  /// One `visit` per kind of type declaration: a `SyntaxAnyVisitor` asking every node whether
  /// it is a `DeclGroupSyntax` spent a fifth of a run in dynamic casts.
  private final class Finder: SyntaxVisitor {
    var found: [(DeclGroupSyntax, Syntax)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private func add(_ group: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
      found.append((group, Syntax(group.introducer)))
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append((node, Syntax(node.extendedType)))
      return .visitChildren
    }
  }
}
