import Foundation
import SwiftParser
import SwiftSyntax

/// The names a `Package.swift` declares, read from its syntax tree (the manifest is never run):
/// its library products and its test targets, and — for the privacy manifest check, which must
/// find every source file the app links — which targets each library holds, what each target
/// depends on and where its sources are, and the local packages it depends on.
struct PackageManifest {
  let libraryProducts: [String]
  let testTargets: [String]
  /// Declarations whose name is not a string literal, so they cannot be checked.
  let unreadable: [(line: Int, what: String)]
  /// The targets of each library product, by product name.
  var productTargets: [String: [String]] = [:]
  /// The package's regular and executable targets (not test targets), by name.
  var targets: [String: TargetDeclaration] = [:]
  /// Dependencies on local packages (`.package(path:)`); remote ones are not listed.
  var localPackages: [LocalPackage] = []

  /// A `.target` or `.executableTarget`: its sources are `path`, else `Sources/<name>`.
  struct TargetDeclaration: Equatable {
    let name: String
    var path: String?
    var dependencies: [Dependency] = []
  }

  enum Dependency: Equatable {
    /// `"Name"`, `.target(name:)` or `.byName(name:)`: a target of this package, else a product
    /// of that name in a dependency.
    case byName(String)
    case product(name: String, package: String)
  }

  /// `.package(name: "Keel", path: "../..")` or `.package(path: "Kit")`.
  struct LocalPackage: Equatable {
    let name: String?
    let path: String

    /// Whether `.product(package:)` names this package: by its `name:`, or by its identity
    /// (the folder's name, case-insensitively, as SwiftPM derives it).
    func isNamed(_ package: String) -> Bool {
      if name == package { return true }
      let folder = path.split(separator: "/").last(where: { $0 != "." && $0 != ".." }).map(String.init)
      return folder?.lowercased() == package.lowercased()
    }
  }

  static func read(_ source: String, fileName: String = "Package.swift") -> PackageManifest {
    let tree = Parser.parse(source: source)
    let finder = ManifestNameFinder(converter: SourceLocationConverter(fileName: fileName, tree: tree))
    finder.walk(tree)
    var manifest = PackageManifest(
      libraryProducts: finder.names["library", default: []], testTargets: finder.names["testTarget", default: []],
      unreadable: finder.unreadable)
    let graph = ManifestGraphFinder()
    graph.walk(tree)
    manifest.productTargets = graph.productTargets
    manifest.targets = graph.targets
    manifest.localPackages = graph.localPackages
    return manifest
  }
}

/// Finds `.library(name: "…")` and `.testTarget(name: "…")` calls.
private final class ManifestNameFinder: SyntaxVisitor {
  private static let kinds: Set<String> = ["library", "testTarget"]
  let converter: SourceLocationConverter
  var names: [String: [String]] = [:]
  var unreadable: [(line: Int, what: String)] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      Self.kinds.contains(member.declName.baseName.text),
      let argument = node.arguments.first(where: { $0.label?.text == "name" })
    else { return .visitChildren }
    let kind = member.declName.baseName.text
    if let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    {
      names[kind, default: []].append(segment.content.text)
    } else {
      let line = node.startLocation(converter: converter).line
      unreadable.append((line, ".\(kind)(name: \(argument.expression.trimmedDescription))"))
    }
    return .visitChildren
  }
}

/// Finds what the privacy check needs to follow the app's modules to their sources: the
/// targets of each `.library`, each `.target`/`.executableTarget` with its `path:` and
/// `dependencies:`, and each `.package(path:)`. Names that are not literals are skipped (the
/// name finder reports them).
private final class ManifestGraphFinder: SyntaxVisitor {
  var productTargets: [String: [String]] = [:]
  var targets: [String: PackageManifest.TargetDeclaration] = [:]
  var localPackages: [PackageManifest.LocalPackage] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return .visitChildren
    }
    switch member.declName.baseName.text {
    case "library":
      if let name = Self.string(node, "name") { productTargets[name] = Self.strings(node, "targets") }
    case "target", "executableTarget":
      // `.target(name:)` is also a dependency form; a declaration is not inside `dependencies:`.
      guard !Self.isDependency(node), let name = Self.string(node, "name") else { break }
      targets[name] = PackageManifest.TargetDeclaration(
        name: name, path: Self.string(node, "path"), dependencies: Self.dependencies(node))
    case "package":
      if let path = Self.string(node, "path") {
        localPackages.append(PackageManifest.LocalPackage(name: Self.string(node, "name"), path: path))
      }
    default: break
    }
    return .visitChildren
  }

  private static func isDependency(_ node: FunctionCallExprSyntax) -> Bool {
    var parent = node.parent
    while let current = parent {
      if let argument = current.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" { return true }
      parent = current.parent
    }
    return false
  }

  private static func dependencies(_ node: FunctionCallExprSyntax) -> [PackageManifest.Dependency] {
    guard let array = argument(node, "dependencies")?.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { element in
      if let name = literal(element.expression) { return .byName(name) }
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let name = string(call, "name")
      else { return nil }
      switch member.declName.baseName.text {
      case "product": return string(call, "package").map { .product(name: name, package: $0) }
      case "target", "byName": return .byName(name)
      default: return nil
      }
    }
  }

  private static func argument(_ node: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    node.arguments.first(where: { $0.label?.text == label })?.expression
  }

  private static func string(_ node: FunctionCallExprSyntax, _ label: String) -> String? {
    argument(node, label).flatMap(literal)
  }

  private static func strings(_ node: FunctionCallExprSyntax, _ label: String) -> [String] {
    guard let array = argument(node, label)?.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { literal($0.expression) }
  }

  /// A string literal without interpolation.
  private static func literal(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }
}
