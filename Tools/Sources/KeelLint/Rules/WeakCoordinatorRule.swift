import SwiftSyntax

/// A child must not hold the navigation coordinator that owns it strongly: the coordinator keeps
/// its children (and the screens it shows), so a strong reference back is a retain cycle. A
/// stored property is a child's back reference when it is not `weak`, the declaring type did
/// not create the instance itself (a parent owns the children it makes), and the syntax says it
/// points to a navigation coordinator from a child:
/// - the declaring class is a navigation coordinator (it inherits or conforms to a
///   `…Coordinator` type) or a `…ViewController` (UIKit's coordinator pattern), or
/// - the property is named as the owner (`parent…`, `owner…`), or
/// - its type is the `Coordinator` protocol itself (`any Coordinator`, a generic parameter
///   constrained to a `…Coordinator`).
///
/// In a view model a coordinator property is an error whatever its ownership: view models talk
/// to their coordinator only through their `Output` (DESIGN.md, seed 000).
///
/// Not reported (issue 39: 15 of 16 findings on an app no one here wrote were these): Apple's
/// own `…Coordinator` classes (Core Data's `NSPersistentStoreCoordinator`, `NSFileCoordinator`…),
/// SwiftUI's representable `Coordinator` (`makeCoordinator()`, `Context.Coordinator`), service
/// classes named `…Coordinator` that hold one another, structs (a copied value closes no cycle)
/// and collections of children a parent keeps.
struct WeakCoordinatorRule: LintRule {
  let id = RuleID.weakCoordinator
  let severity: Severity

  func findings(in file: LintFile) -> [Finding] {
    // A coordinator property is found by a name ending in "Coordinator" or "coordinator" (its
    // type's, a generic constraint's or its own): a file that never spells "oordinator" has
    // none, and most files are skipped without a walk.
    guard file.contains(ascii: "oordinator") else { return [] }
    let representable = RepresentableContext(file.tree)
    return ReferenceProperties.find(in: file, suffix: "Coordinator").compactMap { property in
      guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: property.binding),
        !Self.isNotNavigation(property, representable: representable)
      else { return nil }
      if property.ownerName.hasSuffix("ViewModel") {
        return file.finding(
          id, severity, at: property.binding,
          "view model \(property.ownerName) holds a coordinator \(property.described): a view model reports to its "
            + "coordinator only through its Output closures, which the coordinator sets with [weak self]")
      }
      guard Self.isChildBackReference(property, owner: owner) else { return nil }
      return property.ownershipFinding(
        in: file, id, severity,
        unowned: "\(property.described) is unowned: prefer weak (unowned traps if the coordinator is released first)",
        strong: "stored property \(property.described) holds a coordinator it did not create strongly: declare it "
          + "weak (a strong back reference to a coordinator is a retain cycle)")
    }
  }

  /// Apple's classes named `…Coordinator`: none of them is a navigation coordinator.
  static let frameworkCoordinators: Set<String> = [
    "NSPersistentStoreCoordinator", "NSFileCoordinator", "UIViewControllerTransitionCoordinator",
    "UIFocusAnimationCoordinator",
  ]

  /// Framework coordinators, SwiftUI's representable coordinator, and collections (a parent
  /// keeps its children in them; a back reference is never one).
  private static func isNotNavigation(_ property: ReferenceProperty, representable: RepresentableContext) -> Bool {
    if frameworkCoordinators.contains(property.typeName) { return true }
    guard let type = property.binding.typeAnnotation?.type else { return false }
    let bare = unwrappedOptional(type)
    if bare.is(ArrayTypeSyntax.self) || bare.is(DictionaryTypeSyntax.self) { return true }
    return representable.isRepresentableCoordinator(bare)
  }

  private static func isChildBackReference(_ property: ReferenceProperty, owner: DeclGroupSyntax) -> Bool {
    // A struct's stored property is copied with its value: it cannot close the cycle `weak`
    // breaks (and a struct holding its coordinator usually owns it: an `App`, a root view).
    guard owner.is(ClassDeclSyntax.self) || owner.is(ActorDeclSyntax.self) else { return false }
    let name = property.name.lowercased()
    if name.hasPrefix("parent") || name.hasPrefix("owner") { return true }
    if property.ownerName.hasSuffix("ViewController") { return true }
    if isNavigationCoordinator(owner) { return true }
    return isCoordinatorProtocol(property, owner: owner)
  }

  /// A type that inherits or conforms to a `…Coordinator` type (`final class ItemsCoordinator:
  /// Coordinator`, `: BaseCoordinator`): a service merely named `…Coordinator` declares none.
  private static func isNavigationCoordinator(_ owner: DeclGroupSyntax) -> Bool {
    guard let inherited = owner.inheritanceClause?.inheritedTypes else { return false }
    return inherited.contains { entry in
      SyntaxQueries.referencedTypeNames(entry.type).contains { $0.hasSuffix("Coordinator") }
    }
  }

  /// `any Coordinator`, or a generic parameter of the declaring type constrained to a
  /// `…Coordinator` protocol (`Holder<C: Coordinator>`).
  private static func isCoordinatorProtocol(_ property: ReferenceProperty, owner: DeclGroupSyntax) -> Bool {
    guard let type = property.binding.typeAnnotation?.type else { return false }
    let bare = unwrappedOptional(type)
    if bare.is(SomeOrAnyTypeSyntax.self) { return true }
    guard let name = bare.as(IdentifierTypeSyntax.self)?.name.text else { return false }
    let clause =
      owner.as(ClassDeclSyntax.self)?.genericParameterClause ?? owner.as(ActorDeclSyntax.self)?.genericParameterClause
    return clause?.parameters.contains { $0.name.text == name } ?? false
  }

  /// `T?`, `T!` and `Optional<T>` as `T`.
  static func unwrappedOptional(_ type: TypeSyntax) -> TypeSyntax {
    if let optional = type.as(OptionalTypeSyntax.self) { return unwrappedOptional(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrappedOptional(unwrapped.wrappedType)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self)
    {
      return unwrappedOptional(argument)
    }
    return type
  }
}

/// What tells SwiftUI's representable `Coordinator` apart from a navigation `Coordinator`
/// protocol in one file: a member type spelled `….Coordinator` (`Context.Coordinator`,
/// `MapView.Coordinator`), or a bare `Coordinator` in a file that declares a class or struct of
/// that name or a `…Representable` conformance.
struct RepresentableContext {
  let declaresRepresentable: Bool

  init(_ tree: SourceFileSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    declaresRepresentable = finder.found
  }

  func isRepresentableCoordinator(_ type: TypeSyntax) -> Bool {
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "Coordinator" }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Coordinator" && declaresRepresentable
    }
    return false
  }

  private final class Finder: SyntaxVisitor {
    var found = false

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text == "Coordinator" { found = true }
      return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text == "Coordinator" { found = true }
      return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
      if node.type.trimmedDescription.hasSuffix("Representable") { found = true }
      return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
