import SwiftSyntax

/// A stored property whose type is a coordinator or a delegate (by name, as a protocol
/// existential, an optional, or a generic parameter constrained to one), or whose own name says
/// it holds one (`coordinator: ItemsRouting?`).
struct ReferenceProperty {
  let binding: PatternBindingSyntax
  let name: String
  let typeName: String
  let ownership: Keyword?
  let ownerName: String
  /// True when the declaring type makes the instance itself (a default value or an assignment
  /// from a call, directly or through a local): then it is the owner and may hold it strongly.
  let isCreatedByOwner: Bool
  /// True when only the property's name, not its type's, has the suffix.
  let matchedByNameOnly: Bool

  /// `'name' (Type)`, as messages show the property.
  var described: String { "'\(name)' (\(typeName))" }

  /// The finding for a reference that should be weak, or nil when it is weak or its owner
  /// created it. `unowned` is only a warning: it breaks the cycle but traps if the other side
  /// goes first.
  func ownershipFinding(
    in file: LintFile, _ rule: RuleID, _ severity: Severity, unowned: String, strong: String
  ) -> Finding? {
    switch ownership {
    case .weak?: nil
    case .unowned?: file.finding(rule, .warning, at: binding, unowned)
    default: isCreatedByOwner ? nil : file.finding(rule, severity, at: binding, strong)
    }
  }
}

/// Finds the stored properties whose type name, or own name, ends in a suffix (`Coordinator`,
/// `Delegate`).
enum ReferenceProperties {
  /// With `referenceOwnersOnly`, only properties of classes and actors count: a struct's
  /// stored property is copied with its value and cannot form the cycle a weak reference breaks.
  /// Then a property that matches only by its own name (`appDelegate: AppState`) counts only
  /// when its type could be a reference: not a standard value type (`String`, `Int`, `URL`…)
  /// and not a struct or enum declared in the same file (the check reads syntax, one file at a
  /// time, so a value type declared elsewhere still counts — silence it with a reason).
  static func find(in file: LintFile, suffix: String, referenceOwnersOnly: Bool = false) -> [ReferenceProperty] {
    // Stored properties are members of type declarations: the declarations index lists them, so
    // nothing walks the function bodies, where most of a file's nodes are.
    let collector = Collector(suffix: suffix, tree: file.tree, referenceOwnersOnly: referenceOwnersOnly)
    for variable in file.declarations.memberVariables { collector.collect(variable) }
    guard referenceOwnersOnly, !collector.found.isEmpty else { return collector.found }
    let valueTypes = Set(file.declarations.types.compactMap { $0.kind == .value ? $0.name : nil })
    return collector.found.filter { property in
      !valueTypes.contains(property.typeName)
        && !(property.matchedByNameOnly && knownValueTypes.contains(property.typeName))
    }
  }

  /// Standard library and Foundation value types: a property of one of these is never a
  /// reference, whatever its name.
  static let knownValueTypes: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Data", "Date", "URL", "UUID",
    "URLComponents", "URLRequest", "Array", "Dictionary", "Set", "Result", "Range", "ClosedRange", "Duration",
    "CGRect", "CGSize", "CGPoint", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Binding",
    "State", "Color", "Image", "Font",
  ]

  private final class Collector {
    let suffix: String
    let tree: SourceFileSyntax
    let referenceOwnersOnly: Bool
    var found: [ReferenceProperty] = []

    private let rawSuffixes: [String]

    init(suffix: String, tree: SourceFileSyntax, referenceOwnersOnly: Bool) {
      self.suffix = suffix
      self.rawSuffixes = [suffix, suffix.lowercased()]
      self.tree = tree
      self.referenceOwnersOnly = referenceOwnersOnly
    }

    func collect(_ node: VariableDeclSyntax) {
      // A property wrapper (`@UIApplicationDelegateAdaptor var delegate: AppDelegate`) manages
      // its own storage and cannot be weak.
      guard SyntaxQueries.isStoredInstanceProperty(node), !Self.hasPropertyWrapper(node),
        let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), !owner.is(ProtocolDeclSyntax.self),
        let ownerName = SyntaxQueries.typeName(of: owner),
        !referenceOwnersOnly || owner.is(ClassDeclSyntax.self) || owner.is(ActorDeclSyntax.self)
      else { return }
      let generics = Self.genericConstraints(of: owner)
      // Most properties mention no name with the suffix: rule them out by their identifiers
      // before the closer look. A generic parameter may stand for a
      // type with the suffix, so those are looked at whatever their names.
      guard !generics.isEmpty || mentionsSuffix(node) else { return }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        var typeNames: [String] = []
        if let type = binding.typeAnnotation?.type {
          typeNames = SyntaxQueries.referencedTypeNames(type).flatMap { generics[$0] ?? [$0] }
        } else if let value = binding.initializer?.value,
          let call = SyntaxQueries.unwrapped(value).as(FunctionCallExprSyntax.self),
          let callee = SyntaxQueries.calleeName(call)
        {
          typeNames = [callee]
        }
        // By type (`ItemsCoordinator`, `any URLSessionDelegate`), else by the property's name
        // (`weak var coordinator: ItemsRouting?`, `var delegate: ItemsListener?`).
        let byName =
          binding.typeAnnotation != nil && name.lowercased().hasSuffix(suffix.lowercased()) ? typeNames.first : nil
        let byType = typeNames.first { $0.hasSuffix(suffix) }
        guard let typeName = byType ?? byName else { continue }
        found.append(
          ReferenceProperty(
            binding: binding, name: name, typeName: typeName, ownership: SyntaxQueries.ownership(of: node.modifiers),
            ownerName: ownerName, isCreatedByOwner: isCreated(binding, name: name, ownerName: ownerName),
            matchedByNameOnly: byType == nil))
      }
    }

    private func mentionsSuffix(_ node: VariableDeclSyntax) -> Bool {
      node.bindings.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let text) = token.tokenKind else { return false }
        return rawSuffixes.contains { text.hasSuffix($0) }
      }
    }

    /// Attributes that are not property wrappers; any other attribute on a variable is one.
    private static let plainAttributes: Set<String> = [
      "ObservationIgnored", "MainActor", "objc", "nonobjc", "IBOutlet", "IBInspectable", "available",
      "preconcurrency", "NSCopying", "NSManaged", "GKInspectable", "usableFromInline", "inlinable",
    ]

    static func hasPropertyWrapper(_ node: VariableDeclSyntax) -> Bool {
      node.attributes.contains { element in
        guard case .attribute(let attribute) = element else { return false }
        return !plainAttributes.contains(attribute.attributeName.trimmedDescription)
      }
    }

    /// Generic parameters of the declaring type and the protocols they are constrained to.
    private static func genericConstraints(of owner: DeclGroupSyntax) -> [String: [String]] {
      let clause =
        owner.as(ClassDeclSyntax.self)?.genericParameterClause ?? owner.as(StructDeclSyntax.self)?
        .genericParameterClause
        ?? owner.as(ActorDeclSyntax.self)?.genericParameterClause
      var constraints: [String: [String]] = [:]
      for parameter in clause?.parameters ?? [] {
        if let inherited = parameter.inheritedType {
          constraints[parameter.name.text, default: []] += SyntaxQueries.referencedTypeNames(inherited)
        }
      }
      return constraints
    }

    private func isCreated(_ binding: PatternBindingSyntax, name: String, ownerName: String) -> Bool {
      if let value = binding.initializer?.value { return Self.isCall(value) }
      let assignments = AssignmentFinder(property: name, typeName: ownerName)
      assignments.walk(tree)
      return assignments.assignsCreatedInstance
    }

    static func isCall(_ expression: ExprSyntax) -> Bool {
      SyntaxQueries.unwrapped(expression).is(FunctionCallExprSyntax.self)
    }
  }

  /// Looks, in the declarations of one type in the file, for `property = <call>` or
  /// `self.property = <call>`, or an assignment from a local initialized by a call.
  private final class AssignmentFinder: SyntaxVisitor {
    let property: String
    let typeName: String
    var assignsCreatedInstance = false

    init(property: String, typeName: String) {
      self.property = property
      self.typeName = typeName
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      for (target, value) in SyntaxQueries.assignments(in: node) {
        let chain = SyntaxQueries.memberChain(target)
        guard chain == [property] || chain == ["self", property],
          let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), SyntaxQueries.typeName(of: owner) == typeName
        else { continue }
        if Collector.isCall(value) || isLocalCreatedByCall(value, near: node) { assignsCreatedInstance = true }
      }
      return assignsCreatedInstance ? .skipChildren : .visitChildren
    }

    /// `let flow = SubFlowCoordinator(...); presented = flow` in the same body.
    private func isLocalCreatedByCall(_ value: ExprSyntax, near node: some SyntaxProtocol) -> Bool {
      guard let local = SyntaxQueries.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text,
        let body = node.ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self).map(Syntax.init) })
      else { return false }
      let finder = LocalFinder(name: local)
      finder.walk(body)
      return finder.isInitializedByCall
    }
  }

  private final class LocalFinder: SyntaxVisitor {
    let name: String
    var isInitializedByCall = false

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = node.initializer?.value,
        Collector.isCall(value)
      {
        isInitializedByCall = true
      }
      return .visitChildren
    }
  }
}
