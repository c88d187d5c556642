import SwiftSyntax

/// A function-like declaration with a body: functions, initializers, deinitializers, accessors,
/// and computed properties' implicit getters. Shared by the function size rules.
struct FunctionBody {
  /// What the declaration is called in messages (`function 'load(id:)'`, `initializer`).
  let description: String
  /// Where findings point (the name or keyword).
  let anchor: Syntax
  let statements: CodeBlockItemListSyntax
  let leftBrace: TokenSyntax
  let rightBrace: TokenSyntax
  let parameters: FunctionParameterListSyntax?

  static func all(in tree: some SyntaxProtocol) -> [FunctionBody] {
    let finder = Finder()
    finder.walk(tree)
    return finder.found
  }

  private final class Finder: SyntaxVisitor {
    var found: [FunctionBody] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private func add(
      _ description: String, anchor: some SyntaxProtocol, body: CodeBlockSyntax?,
      parameters: FunctionParameterListSyntax?
    ) {
      guard let body else { return }
      found.append(
        FunctionBody(
          description: description, anchor: Syntax(anchor), statements: body.statements,
          leftBrace: body.leftBrace, rightBrace: body.rightBrace, parameters: parameters))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      add(
        "function '\(node.name.text)'", anchor: node.name, body: node.body,
        parameters: node.signature.parameterClause.parameters)
      return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      add(
        "initializer", anchor: node.initKeyword, body: node.body, parameters: node.signature.parameterClause.parameters)
      return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      add("deinitializer", anchor: node.deinitKeyword, body: node.body, parameters: nil)
      return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
      add("'\(node.accessorSpecifier.text)' accessor", anchor: node.accessorSpecifier, body: node.body, parameters: nil)
      return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
      if case .getter(let statements)? = node.accessorBlock?.accessors, let block = node.accessorBlock {
        found.append(
          FunctionBody(
            description: "subscript", anchor: Syntax(node.subscriptKeyword), statements: statements,
            leftBrace: block.leftBrace, rightBrace: block.rightBrace, parameters: node.parameterClause.parameters))
      } else {
        found.append(
          FunctionBody(
            description: "subscript", anchor: Syntax(node.subscriptKeyword), statements: [],
            leftBrace: node.subscriptKeyword, rightBrace: node.subscriptKeyword,
            parameters: node.parameterClause.parameters))
      }
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if case .getter(let statements)? = node.accessorBlock?.accessors, let block = node.accessorBlock {
        found.append(
          FunctionBody(
            description: "property '\(node.pattern.trimmedDescription)'", anchor: Syntax(node.pattern),
            statements: statements, leftBrace: block.leftBrace, rightBrace: block.rightBrace, parameters: nil))
      }
      return .visitChildren
    }
  }
}
