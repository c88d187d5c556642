import SwiftSyntax

/// Small questions about syntax that several rules ask.
enum SyntaxQueries {
  /// The type names a type annotation refers to, looking through optionals, `any`/`some`,
  /// attributes and compositions; a member type gives its last name (`Flow.Coordinator` →
  /// `Coordinator`), a generic type its base name. Collections, functions and tuples refer to
  /// no single instance, so they give nothing.
  static func referencedTypeNames(_ type: TypeSyntax) -> [String] {
    if let optional = type.as(OptionalTypeSyntax.self) { return referencedTypeNames(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return referencedTypeNames(unwrapped.wrappedType)
    }
    if let existential = type.as(SomeOrAnyTypeSyntax.self) { return referencedTypeNames(existential.constraint) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return referencedTypeNames(attributed.baseType) }
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { referencedTypeNames($0.type) }
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      if identifier.name.text == "Optional", let argument = identifier.genericArgumentClause?.arguments.first {
        return argument.argument.as(TypeSyntax.self).map(referencedTypeNames) ?? []
      }
      return [identifier.name.text]
    }
    if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.firstName == nil
    {
      return referencedTypeNames(only.type)
    }
    return []
  }

  /// The name of the type a call constructs or the function it calls: `ItemsCoordinator(…)`,
  /// `SubFlowCoordinator<Route>(…)`, `Module.Type(…)`, `factory.makeCoordinator()` → the last
  /// name before the arguments (`.init` is looked through).
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    name(of: call.calledExpression)
  }

  static func name(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return name(of: specialized.expression) }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base { return name(of: base) }
      return member.declName.baseName.text
    }
    return nil
  }

  /// The declaration (class, struct, actor, enum, extension, protocol) a node sits in.
  static func enclosingTypeDeclaration(of node: some SyntaxProtocol) -> DeclGroupSyntax? {
    var current = node.parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self) { return group }
      current = parent.parent
    }
    return nil
  }

  /// The declared or extended type's name.
  static func typeName(of group: DeclGroupSyntax) -> String? {
    if let decl = group.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = group.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = group.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = group.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = group.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = group.as(ExtensionDeclSyntax.self) { return referencedTypeNames(decl.extendedType).last }
    return nil
  }

  /// Whether a member variable declaration stores a value (not computed; observers allowed).
  static func isStoredInstanceProperty(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.parent?.is(MemberBlockItemSyntax.self) == true else { return false }
    if isStatic(variable.modifiers) { return false }
    return variable.bindings.allSatisfy { binding in
      guard let accessors = binding.accessorBlock?.accessors else { return true }
      guard case .accessors(let list) = accessors else { return false }
      return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
  }

  /// Whether a declaration is a type member (`static` or `class`).
  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
  }

  /// The reference ownership written on a declaration: `weak`, `unowned` or nil (strong).
  static func ownership(of modifiers: DeclModifierListSyntax) -> Keyword? {
    for modifier in modifiers {
      if modifier.name.tokenKind == .keyword(.weak) { return .weak }
      if modifier.name.tokenKind == .keyword(.unowned) { return .unowned }
    }
    return nil
  }

  /// The literal text of a string literal without interpolations; nil if it interpolates.
  static func literalText(_ literal: StringLiteralExprSyntax) -> String? {
    var text = ""
    for segment in literal.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
      text += plain.content.text
    }
    return text
  }

  /// The literal text before the first interpolation (the whole text when there is none).
  static func literalPrefix(_ literal: StringLiteralExprSyntax) -> String {
    var text = ""
    for segment in literal.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { break }
      text += plain.content.text
    }
    return text
  }

  /// Looks through `try`, `await`, parentheses and force-unwraps to the expression inside.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    if let tryExpr = expression.as(TryExprSyntax.self) { return unwrapped(tryExpr.expression) }
    if let awaitExpr = expression.as(AwaitExprSyntax.self) { return unwrapped(awaitExpr.expression) }
    if let force = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(force.expression) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return unwrapped(only.expression)
    }
    return expression
  }

  /// Assignments written as `target = value` in a statement sequence (swift-syntax leaves
  /// operators unfolded: `a.b = c` is the sequence `a.b`, `=`, `c`).
  static func assignments(in sequence: SequenceExprSyntax) -> [(target: ExprSyntax, value: ExprSyntax)] {
    let elements = Array(sequence.elements)
    var result: [(ExprSyntax, ExprSyntax)] = []
    for index in elements.indices.dropFirst().dropLast() where elements[index].is(AssignmentExprSyntax.self) {
      result.append((elements[index - 1], elements[index + 1]))
    }
    return result
  }

  /// The names along a member-access chain: `self.viewModel.output.onTap` →
  /// `["self", "viewModel", "output", "onTap"]`.
  static func memberChain(_ expression: ExprSyntax) -> [String] {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return (member.base.map(memberChain) ?? []) + [member.declName.baseName.text]
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return memberChain(optional.expression) }
    if let force = expression.as(ForceUnwrapExprSyntax.self) { return memberChain(force.expression) }
    return []
  }
}
