import SwiftSyntax

/// What a closure's `self` refers to where it is written: the enclosing class's members (for
/// implicit `self`), the names bound locally (which shadow members), and whether an enclosing
/// closure already captured `self` weakly or unowned. Nil for value types and top-level code,
/// where capturing `self` cannot form a reference cycle.
struct SelfContext {
  enum UseKind { case explicit, implicit, nestedCapture, unowned }

  let members: Set<String>
  let methods: Set<String>
  let localNames: Set<String>
  /// A `weak`/`unowned` capture of self by a closure around the checked one.
  let outerCapture: Keyword?

  init?(of node: some SyntaxProtocol, in tree: SourceFileSyntax) {
    guard let group = SyntaxQueries.enclosingTypeDeclaration(of: node), let typeName = SyntaxQueries.typeName(of: group)
    else { return nil }
    // In a value type, or in a static member (where `self` is the type), no instance is captured.
    if group.is(StructDeclSyntax.self) || group.is(EnumDeclSyntax.self) || Self.isInStaticMember(node) { return nil }
    let declarations = TypeDeclarations.find(named: typeName, in: tree)
    if group.is(ExtensionDeclSyntax.self),
      declarations.contains(where: { $0.is(StructDeclSyntax.self) || $0.is(EnumDeclSyntax.self) })
    {
      return nil
    }
    var members: Set<String> = []
    var methods: Set<String> = []
    for declaration in declarations + [group] {
      for item in declaration.memberBlock.members {
        if let function = item.decl.as(FunctionDeclSyntax.self), !SyntaxQueries.isStatic(function.modifiers) {
          methods.insert(function.name.text)
          members.insert(function.name.text)
        } else if let variable = item.decl.as(VariableDeclSyntax.self), !SyntaxQueries.isStatic(variable.modifiers) {
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { members.insert(name) }
          }
        }
      }
    }
    self.members = members
    self.methods = methods
    let scope = Self.scope(of: node)
    let names = BoundNames()
    names.walk(scope)
    localNames = names.names
    outerCapture = Self.outerCapture(of: node, scope: scope)
  }

  /// The `self` entry of a closure's capture list (`[weak self]`, `[self]`, `[me = self]`).
  static func selfCapture(of closure: ClosureExprSyntax) -> (item: ClosureCaptureSyntax, specifier: Keyword?)? {
    for item in closure.signature?.capture?.items ?? [] {
      let capturesSelf =
        item.initializer.map { SyntaxQueries.unwrapped($0.value).as(DeclReferenceExprSyntax.self)?.isSelf == true }
        ?? (item.name.tokenKind == .keyword(.self))
      guard capturesSelf else { continue }
      switch item.specifier?.specifier.tokenKind {
      case .keyword(.weak)?: return (item, .weak)
      case .keyword(.unowned)?: return (item, .unowned)
      default: return (item, nil)
      }
    }
    return nil
  }

  /// The first place `closure` (which has no capture of its own) holds `self` strongly.
  func firstStrongUse(in closure: ClosureExprSyntax) -> (node: Syntax, kind: UseKind)? {
    let finder = UseFinder(context: self)
    // Inside an enclosing [weak self] closure, `self` is optional unless this closure unwraps
    // it itself (then it binds a local at call time) or the enclosing one did (then it is the
    // unwrapped, strong self).
    if outerCapture == .weak && finder.bindsSelf(in: closure) { return nil }
    finder.walk(closure.statements)
    guard let use = finder.first else { return nil }
    if outerCapture == .unowned && use.kind != .nestedCapture { return (use.node, .unowned) }
    return use
  }

  /// The method named by `expression` (`showDetail` or `self.showDetail`), if it is one of
  /// the enclosing class's methods.
  func methodReference(_ expression: ExprSyntax) -> String? {
    guard outerCapture == nil else { return nil }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return methods.contains(name) && !localNames.contains(name) ? name : nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.isSelf == true, methods.contains(member.declName.baseName.text)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  func isImplicitMember(_ reference: DeclReferenceExprSyntax) -> Bool {
    let name = reference.baseName.text
    guard members.contains(name), !localNames.contains(name), reference.argumentNames == nil else { return false }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
      return false
    }
    return true
  }

  private static func isInStaticMember(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current, !parent.isProtocol(DeclGroupSyntax.self) {
      let modifiers =
        parent.as(FunctionDeclSyntax.self)?.modifiers ?? parent.as(VariableDeclSyntax.self)?.modifiers
        ?? parent.as(SubscriptDeclSyntax.self)?.modifiers
      if let modifiers, SyntaxQueries.isStatic(modifiers) { return true }
      current = parent.parent
    }
    return false
  }

  /// The function (or member) whose locals can shadow members.
  private static func scope(of node: some SyntaxProtocol) -> Syntax {
    var current = Syntax(node)
    while let parent = current.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
        || parent.is(AccessorDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
        || parent.is(SubscriptDeclSyntax.self) || parent.is(MemberBlockItemSyntax.self)
      {
        return parent
      }
      current = parent
    }
    return current
  }

  private static func outerCapture(of node: some SyntaxProtocol, scope: Syntax) -> Keyword? {
    var current = node.parent
    while let parent = current, parent.id != scope.id {
      if let closure = parent.as(ClosureExprSyntax.self), let capture = selfCapture(of: closure) {
        return capture.specifier
      }
      current = parent.parent
    }
    return nil
  }
}

/// Every declaration (type or extension) of a type name in a file.
enum TypeDeclarations {
  static func find(named name: String, in tree: SourceFileSyntax) -> [DeclGroupSyntax] {
    let finder = Finder(name: name)
    finder.walk(tree)
    return finder.found
  }

  private final class Finder: SyntaxAnyVisitor {
    let name: String
    var found: [DeclGroupSyntax] = []

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if let group = node.asProtocol(DeclGroupSyntax.self), SyntaxQueries.typeName(of: group) == name {
        found.append(group)
      }
      return .visitChildren
    }
  }
}

/// Names bound by parameters, patterns and closure parameters.
final class BoundNames: SyntaxVisitor {
  var names: Set<String> = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.identifier.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind != .keyword(.self) { names.insert(node.name.text) }
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }
}

/// Walks a closure body for the first strong use of self.
private final class UseFinder: SyntaxAnyVisitor {
  let context: SelfContext
  var first: (node: Syntax, kind: SelfContext.UseKind)?

  init(context: SelfContext) {
    self.context = context
    super.init(viewMode: .sourceAccurate)
  }

  func bindsSelf(in closure: ClosureExprSyntax) -> Bool {
    closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .keyword(.self)
        && token.parent?.as(IdentifierPatternSyntax.self)?.parent?.is(OptionalBindingConditionSyntax.self) == true
    }
  }

  private func record(_ node: some SyntaxProtocol, _ kind: SelfContext.UseKind) -> SyntaxVisitorContinueKind {
    if first == nil { first = (Syntax(node), kind) }
    return .skipChildren
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    first == nil ? .visitChildren : .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if first != nil { return .skipChildren }
    if let capture = SelfContext.selfCapture(of: node) { return record(capture.item, .nestedCapture) }
    return .visitChildren
  }

  override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
    first == nil ? record(node, .explicit) : .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard first == nil else { return .skipChildren }
    if node.isSelf {
      // `self?.x` is the weak self of an enclosing closure; `let self = self` unwraps it.
      if node.parent?.is(OptionalChainingExprSyntax.self) == true { return .skipChildren }
      if node.parent?.parent?.is(OptionalBindingConditionSyntax.self) == true { return .skipChildren }
      return record(node, .explicit)
    }
    if context.outerCapture != .weak, context.isImplicitMember(node) { return record(node, .implicit) }
    return .skipChildren
  }
}

extension DeclReferenceExprSyntax {
  var isSelf: Bool { baseName.tokenKind == .keyword(.self) }
}
