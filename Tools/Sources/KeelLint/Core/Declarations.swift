import SwiftSyntax

/// What several rules need from a file's declarations, collected in one walk: every type
/// declaration (with its kind) and every function-like body. One walk of the tree per rule was
/// most of a lint run's time after parsing.
struct Declarations {
  /// A class, struct, enum, actor, protocol or extension.
  struct TypeDeclaration {
    let group: DeclGroupSyntax
    /// Where findings about it point: the introducer, or an extension's extended type.
    let anchor: Syntax
    /// The declared name; nil for extensions and protocols.
    let name: String?
    /// Whether the type is a reference (class, actor) or a value (struct, enum); nil for
    /// protocols and extensions.
    let kind: TypeKind?
  }

  enum TypeKind { case reference, value }

  /// Source order.
  let types: [TypeDeclaration]
  /// Source order, outer before nested.
  let functionBodies: [FunctionBody]
  /// The variables declared as members of the types (directly or in `#if` blocks among the
  /// members): every stored property is one.
  let memberVariables: [VariableDeclSyntax]

  init(_ tree: SourceFileSyntax) {
    let finder = Finder()
    finder.walk(tree)
    types = finder.types
    functionBodies = finder.functionBodies
    memberVariables = types.flatMap { Self.variables(in: $0.group.memberBlock.members) }
  }

  private static func variables(in members: MemberBlockItemListSyntax) -> [VariableDeclSyntax] {
    members.flatMap { member -> [VariableDeclSyntax] in
      if let variable = member.decl.as(VariableDeclSyntax.self) { return [variable] }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return ifConfig.clauses.flatMap { clause -> [VariableDeclSyntax] in
        guard case .decls(let members) = clause.elements else { return [] }
        return variables(in: members)
      }
    }
  }

  /// The kinds of the types this file declares, by name.
  var kindsByName: [String: TypeKind] {
    var kinds: [String: TypeKind] = [:]
    for type in types {
      if let name = type.name, let kind = type.kind { kinds[name] = kind }
    }
    return kinds
  }

  /// One `visit` per kind of declaration: a `SyntaxAnyVisitor` asking every node whether it is a
  /// `DeclGroupSyntax` spent a fifth of a run in dynamic casts.
  private final class Finder: SyntaxVisitor {
    var types: [TypeDeclaration] = []
    var functionBodies: [FunctionBody] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private func addType(
      _ group: some DeclGroupSyntax, name: TokenSyntax?, kind: TypeKind?
    ) -> SyntaxVisitorContinueKind {
      types.append(TypeDeclaration(group: group, anchor: Syntax(group.introducer), name: name?.text, kind: kind))
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      addType(node, name: node.name, kind: .reference)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      addType(node, name: node.name, kind: .reference)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      addType(node, name: node.name, kind: .value)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      addType(node, name: node.name, kind: .value)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      addType(node, name: nil, kind: nil)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      types.append(TypeDeclaration(group: node, anchor: Syntax(node.extendedType), name: nil, kind: nil))
      return .visitChildren
    }

    private func addBody(
      _ description: String, anchor: some SyntaxProtocol, body: CodeBlockSyntax?,
      parameters: FunctionParameterListSyntax?
    ) -> SyntaxVisitorContinueKind {
      if let body {
        functionBodies.append(
          FunctionBody(
            description: description, anchor: Syntax(anchor), statements: body.statements,
            leftBrace: body.leftBrace, rightBrace: body.rightBrace, parameters: parameters))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      addBody(
        "function '\(node.name.text)'", anchor: node.name, body: node.body,
        parameters: node.signature.parameterClause.parameters)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      addBody(
        "initializer", anchor: node.initKeyword, body: node.body, parameters: node.signature.parameterClause.parameters)
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      addBody("deinitializer", anchor: node.deinitKeyword, body: node.body, parameters: nil)
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
      addBody(
        "'\(node.accessorSpecifier.text)' accessor", anchor: node.accessorSpecifier, body: node.body, parameters: nil)
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
      if case .getter(let statements)? = node.accessorBlock?.accessors, let block = node.accessorBlock {
        functionBodies.append(
          FunctionBody(
            description: "subscript", anchor: Syntax(node.subscriptKeyword), statements: statements,
            leftBrace: block.leftBrace, rightBrace: block.rightBrace, parameters: node.parameterClause.parameters))
      } else {
        functionBodies.append(
          FunctionBody(
            description: "subscript", anchor: Syntax(node.subscriptKeyword), statements: [],
            leftBrace: node.subscriptKeyword, rightBrace: node.subscriptKeyword,
            parameters: node.parameterClause.parameters))
      }
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if case .getter(let statements)? = node.accessorBlock?.accessors, let block = node.accessorBlock {
        functionBodies.append(
          FunctionBody(
            description: "property '\(node.pattern.trimmedDescription)'", anchor: Syntax(node.pattern),
            statements: statements, leftBrace: block.leftBrace, rightBrace: block.rightBrace, parameters: nil))
      }
      return .visitChildren
    }
  }
}
