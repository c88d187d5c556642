import SwiftSyntax

/// Closures stored in a view model's `Output` must not capture `self` strongly: the coordinator
/// (self) owns the view model, which owns the closure, so a strong capture is a retain cycle
/// (DESIGN.md: the coordinator sets the output and captures `[weak self]`).
///
/// Checked: closures assigned to anything named `output` / `…Output` or to a member of one
/// (`viewModel.output = .init(...)`, `output.onTap = { ... }`), and closures passed to an
/// `…Output` initializer or an `output:` argument; what a binding or property typed `…Output`
/// holds, and what a function returning an `…Output` returns. A strong capture is an explicit `self`, a
/// bare member of the enclosing class, `super`, `[self]`, a nested closure's own capture of
/// self (creating it makes the outer closure capture self), or a method passed as a closure.
/// `[weak self]` passes; `[unowned self]` is reported with its own severity (a warning).
struct OutputCaptureRule: LintRule {
  let id = RuleID.outputCapture
  let severity: Severity
  let unownedSeverity: Severity?

  func findings(in file: LintFile) -> [Finding] {
    // Every target is named `output` or `…Output` (a property, type, label or initializer): a
    // file without "utput" has none, and is not walked.
    guard file.contains(ascii: "utput") else { return [] }
    let targets = OutputTargets()
    targets.walk(file.tree)
    var findings: [Finding] = []
    for closure in targets.closures {
      guard let context = SelfContext(of: closure, in: file.tree) else { continue }
      if let finding = check(closure, context: context, file: file) { findings.append(finding) }
    }
    for reference in targets.references {
      guard let context = SelfContext(of: reference, in: file.tree), let name = context.methodReference(reference)
      else { continue }
      findings.append(
        file.finding(
          id, severity, at: reference,
          "the method '\(name)' is passed as an output closure, which captures self strongly (a retain cycle): "
            + "wrap it as { [weak self] in self?.\(name)(...) }"))
    }
    return findings
  }

  private func check(_ closure: ClosureExprSyntax, context: SelfContext, file: LintFile) -> Finding? {
    if let capture = SelfContext.selfCapture(of: closure) {
      switch capture.specifier {
      case .weak?:
        return nil
      case .unowned?:
        guard let unownedSeverity else { return nil }
        return file.finding(
          id, unownedSeverity, at: capture.item,
          "output closure captures [unowned self]: prefer [weak self] (unowned traps if self is released before "
            + "the view model calls the closure)")
      default:
        return file.finding(
          id, severity, at: capture.item,
          "output closure captures [self] strongly: self owns the view model that holds this closure, a retain "
            + "cycle; capture [weak self]")
      }
    }
    guard let use = context.firstStrongUse(in: closure) else { return nil }
    switch use.kind {
    case .unowned:
      guard let unownedSeverity else { return nil }
      return file.finding(
        id, unownedSeverity, at: use.node,
        "output closure uses the enclosing closure's unowned self: prefer [weak self] on the output closure")
    case .nestedCapture:
      return file.finding(
        id, severity, at: use.node,
        "a nested closure captures self, so the output closure around it captures self strongly to create it "
          + "(a retain cycle): put [weak self] on the output closure itself")
    case .explicit, .implicit:
      let name = use.node.trimmedDescription
      let what = use.kind == .implicit ? "'\(name)' (implicitly self.\(name))" : "'self'"
      return file.finding(
        id, severity, at: use.node,
        "output closure captures self strongly through \(what): self owns the view model that holds this "
          + "closure, a retain cycle; capture [weak self]")
    }
  }
}

/// Collects the closures (and method references) that end up stored in an output.
private final class OutputTargets: SyntaxVisitor {
  private(set) var closures: [ClosureExprSyntax] = []
  private(set) var references: [ExprSyntax] = []
  private var seen: Set<SyntaxIdentifier> = []

  init() { super.init(viewMode: .sourceAccurate) }

  static func isOutputName(_ name: String) -> Bool { name == "output" || name.hasSuffix("Output") }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    for (target, value) in SyntaxQueries.assignments(in: node)
    where SyntaxQueries.memberChain(target).contains(where: Self.isOutputName) {
      collect(value)
    }
    return .visitChildren
  }

  /// `let output: Screen.Output = .init(...)` and a computed `var output: Output { .init(...) }`:
  /// what is built there is stored in an output later.
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard Self.isOutputType(node.typeAnnotation?.type) else { return .visitChildren }
    if let value = node.initializer?.value { collect(value) }
    if case .getter(let statements)? = node.accessorBlock?.accessors { collectReturned(statements) }
    return .visitChildren
  }

  /// `func makeOutput() -> Screen.Output { .init(onTap: { ... }) }`: what it returns is stored.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isOutputType(node.signature.returnClause?.type), let body = node.body { collectReturned(body.statements) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = SyntaxQueries.calleeName(node), callee.hasSuffix("Output"), callee.first?.isUppercase == true {
      for argument in node.arguments { collect(argument.expression) }
      if let trailing = node.trailingClosure { collect(ExprSyntax(trailing)) }
      for extra in node.additionalTrailingClosures { collect(ExprSyntax(extra.closure)) }
    } else {
      for argument in node.arguments where argument.label.map({ Self.isOutputName($0.text) }) == true {
        collect(argument.expression)
      }
    }
    return .visitChildren
  }

  private static func isOutputType(_ type: TypeSyntax?) -> Bool {
    type.map { SyntaxQueries.referencedTypeNames($0).contains(where: isOutputName) } ?? false
  }

  /// The values a body returns: its single expression, or the operands of its own `return`s
  /// (not those of closures or functions nested in it).
  private func collectReturned(_ statements: CodeBlockItemListSyntax) {
    if statements.count == 1, case .expr(let expression)? = statements.first?.item {
      collect(expression)
      return
    }
    let returns = OwnReturns()
    returns.walk(statements)
    for expression in returns.expressions { collect(expression) }
  }

  /// The outermost closures in `expression`, and the expression itself when it may be a
  /// method reference (`showDetail`, `self.showDetail`).
  private func collect(_ expression: ExprSyntax) {
    let unwrapped = SyntaxQueries.unwrapped(expression)
    if unwrapped.is(DeclReferenceExprSyntax.self) || unwrapped.is(MemberAccessExprSyntax.self),
      seen.insert(unwrapped.id).inserted
    {
      references.append(unwrapped)
    }
    // A local closure handed over by name (`let onTap = { self.x() }; output = .init(onTap: onTap)`)
    // is stored too.
    // (Only declarations before the reference count, so this cannot loop.)
    if let reference = unwrapped.as(DeclReferenceExprSyntax.self), let value = Self.localValue(of: reference) {
      collect(value)
    }
    // What an initializer (`.init(...)`, `Output(...)`, `Type.Output(...)`) receives is stored too.
    if let call = unwrapped.as(FunctionCallExprSyntax.self), Self.isInitializer(call) {
      for argument in call.arguments { collect(argument.expression) }
    }
    outermostClosures(in: Syntax(expression))
  }

  /// The initial value of the latest local `let`/`var` named like `reference` declared before it
  /// in an enclosing body, if any.
  private static func localValue(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
    let name = reference.baseName.text
    var node = Syntax(reference)
    while let parent = node.parent {
      if let items = parent.as(CodeBlockItemListSyntax.self) {
        for item in items.reversed() where item.position < reference.position {
          guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
          }
        }
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
      node = parent
    }
    return nil
  }

  private static func isInitializer(_ call: FunctionCallExprSyntax) -> Bool {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.base == nil || member.declName.baseName.tokenKind == .keyword(.`init`)
        || member.declName.baseName.text.first?.isUppercase == true
    }
    return SyntaxQueries.name(of: call.calledExpression)?.first?.isUppercase == true
  }

  private func outermostClosures(in node: Syntax) {
    if let closure = node.as(ClosureExprSyntax.self) {
      if seen.insert(closure.id).inserted { closures.append(closure) }
      return
    }
    for child in node.children(viewMode: .sourceAccurate) { outermostClosures(in: child) }
  }
}

/// The `return` operands of one body, skipping nested closures and functions.
private final class OwnReturns: SyntaxVisitor {
  private(set) var expressions: [ExprSyntax] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { expressions.append(expression) }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
