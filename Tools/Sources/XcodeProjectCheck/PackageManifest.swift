import Foundation
import SwiftParser
import SwiftSyntax

/// The names a `Package.swift` declares, read from its syntax tree (the manifest is never run):
/// its library products and its test targets.
struct PackageManifest {
  let libraryProducts: [String]
  let testTargets: [String]
  /// Declarations whose name is not a string literal, so they cannot be checked.
  let unreadable: [(line: Int, what: String)]

  static func read(_ source: String, fileName: String = "Package.swift") -> PackageManifest {
    let tree = Parser.parse(source: source)
    let finder = ManifestNameFinder(converter: SourceLocationConverter(fileName: fileName, tree: tree))
    finder.walk(tree)
    return PackageManifest(
      libraryProducts: finder.names["library", default: []], testTargets: finder.names["testTarget", default: []],
      unreadable: finder.unreadable)
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
