import SwiftSyntax

/// No process-wide instances (DESIGN: "No `.shared` singletons in our code"): parallel tests
/// must not share state, and a dependency arrives through an initializer, never from a global.
///
/// A type reports a static stored property holding an instance of itself (by its annotation,
/// `X`, `X?`, `Self`, or by its initializer, `X(…)`, `Self(…)`, `.init(…)`) when it is shared
/// state:
/// - in a class or actor, any such property (`static let shared = Store()`);
/// - in a struct or enum, a `static var` (mutable, so shared); a `static let` is an immutable
///   value like `Theme.standard` or `RetryPolicy.none` and passes, unless it has a singleton's
///   name (`shared`, `default`, `current`, `instance`, `sharedInstance`);
/// - in an extension of a type declared in another file (whose kind this file does not show),
///   a `static var` or a singleton's name.
/// `@TaskLocal` statics (scoped to a task, not the process) and computed properties (a new
/// value each time) pass. The configured `forbidden` members (`URLSession.shared`: the API client
/// owns its session) are reported where they are used. `allow` names `Type.member`s that may stay,
/// each with its reason.
struct NoSharedSingletonsRule: LintRule {
  let id = RuleID.noSharedSingletons
  let severity: Severity
  let settings: SharedSingletonSettings

  static let singletonNames: Set<String> = ["shared", "default", "current", "instance", "sharedInstance"]

  /// Whether `file` spells every part of some forbidden member (`URLSession` and `shared`):
  /// "shared" alone is in many files that never use `URLSession.shared`.
  private func mayUseForbiddenMember(_ file: LintFile) -> Bool {
    settings.forbidden.contains { member in member.split(separator: ".").allSatisfy { file.contains(String($0)) } }
  }

  func findings(in file: LintFile) -> [Finding] {
    // Static stored properties are type members, which the declarations index lists; a
    // forbidden use can be anywhere, but spells the member's parts, so only a file that does is
    // walked.
    let finder = Finder(kinds: file.declarations.kindsByName, forbidden: settings.forbidden)
    for variable in file.declarations.memberVariables { finder.check(variable) }
    if mayUseForbiddenMember(file) { finder.walk(file.tree) }
    var findings: [Finding] = []
    for declaration in finder.declarations where settings.allow[declaration.qualifiedName] == nil {
      findings.append(
        file.finding(
          id, severity, at: declaration.node,
          "\(declaration.qualifiedName) is a static instance of \(declaration.typeName) (\(declaration.why)): a "
            + "process-wide singleton that parallel tests share; create it in the composition root and pass it "
            + "through initializers (or allow it under rules.\(id.rawValue).allow with the reason)"))
    }
    for use in finder.uses where settings.allow[use.name] == nil {
      findings.append(
        file.finding(
          id, severity, at: use.node,
          "\(use.name) is a process-wide shared instance: create your own and inject it (the API client owns its "
            + "URLSession, so tests can give it their own)"))
    }
    return findings
  }

  struct Declaration {
    let node: PatternBindingSyntax
    let typeName: String
    let qualifiedName: String
    let why: String
  }

  struct Use {
    let node: MemberAccessExprSyntax
    let name: String
  }

  private final class Finder: SyntaxVisitor {
    let kinds: [String: Declarations.TypeKind]
    /// Forbidden members by their chain: `URLSession.shared` → ["URLSession", "shared"].
    let forbidden: [[String]]
    var declarations: [Declaration] = []
    var uses: [Use] = []

    init(kinds: [String: Declarations.TypeKind], forbidden: [String]) {
      self.kinds = kinds
      self.forbidden = forbidden.map { $0.split(separator: ".").map(String.init) }
      super.init(viewMode: .sourceAccurate)
    }

    /// Records `node` (a type's member) if it is a static instance of its type.
    func check(_ node: VariableDeclSyntax) {
      guard SyntaxQueries.isStatic(node.modifiers),
        !node.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "TaskLocal"
        }),
        let group = SyntaxQueries.enclosingTypeDeclaration(of: node), !group.is(ProtocolDeclSyntax.self),
        let typeName = SyntaxQueries.typeName(of: group)
      else { return }
      let isMutable = node.bindingSpecifier.tokenKind == .keyword(.var)
      let kind: Declarations.TypeKind? =
        if group.is(ClassDeclSyntax.self) || group.is(ActorDeclSyntax.self) {
          .reference
        } else if group.is(StructDeclSyntax.self) || group.is(EnumDeclSyntax.self) {
          .value
        } else {
          kinds[typeName]
        }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          Self.isStored(binding), Self.holdsInstance(of: typeName, binding)
        else { continue }
        let bareName = name.filter { $0 != "`" }
        let why: String? =
          if kind == .reference {
            "\(typeName) is a reference type"
          } else if isMutable {
            "a mutable static"
          } else if NoSharedSingletonsRule.singletonNames.contains(bareName) {
            "named like a singleton"
          } else {
            nil
          }
        guard let why else { continue }
        declarations.append(
          Declaration(node: binding, typeName: typeName, qualifiedName: "\(typeName).\(bareName)", why: why))
      }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let chain = SyntaxQueries.memberChain(ExprSyntax(node))
      for member in forbidden where chain == member || chain == ["Foundation"] + member {
        uses.append(Use(node: node, name: member.joined(separator: ".")))
      }
      return .visitChildren
    }

    /// Stored: no accessors, or only observers.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
      guard let accessors = binding.accessorBlock?.accessors else { return true }
      guard case .accessors(let list) = accessors else { return false }
      return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Whether the binding's annotation names the type (or `Self`), or, without one, its
    /// initializer calls the type's initializer.
    static func holdsInstance(of typeName: String, _ binding: PatternBindingSyntax) -> Bool {
      if let annotation = binding.typeAnnotation?.type {
        let names = SyntaxQueries.referencedTypeNames(annotation)
        return names.count == 1 && (names[0] == typeName || names[0] == "Self")
      }
      guard let value = binding.initializer?.value,
        let call = SyntaxQueries.unwrapped(value).as(FunctionCallExprSyntax.self)
      else { return false }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
        return member.declName.baseName.tokenKind == .keyword(.`init`)
      }
      let callee = SyntaxQueries.calleeName(call)
      return callee == typeName || callee == "Self"
    }
  }
}
