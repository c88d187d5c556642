import SwiftParser
import SwiftSyntax

/// Takes modules out of a `Package.swift` by editing its syntax tree: every array element that
/// declares one (`.target(name: "ItemsFeature", …)`, `.testTarget(name: …)`, `.library(name: …)`)
/// and every dependency naming one (`"ItemsFeature"`, `.target(name: "ItemsFeature")`,
/// `.product(name: "ItemsFeature", …)`), with the comments above it. The rest of the file stays
/// byte for byte (the formatter reflows the lists afterwards), whatever its layout: arrays on one
/// line or many, trailing commas, targets declared in `let`s, comments between.
enum PackageSampleRemover {
  static func remove(modules: Set<String>, from manifest: String, path: String) throws(ScaffoldError) -> String {
    let tree = Parser.parse(source: manifest)
    if tree.hasError {
      throw .unreadableTemplate(path, "Package.swift does not parse")
    }
    let finder = ElementFinder(modules: modules)
    finder.walk(tree)
    // Outermost elements only (a removed target's own dependencies go with it), from the end, so
    // earlier offsets stay valid.
    let ranges = finder.ranges.sorted { $0.lowerBound < $1.lowerBound }
    var outermost: [Range<Int>] = []
    for range in ranges where !(outermost.last.map { $0.contains(range.lowerBound) } ?? false) {
      outermost.append(range)
    }
    var bytes = Array(manifest.utf8)
    for range in outermost.reversed() { bytes.removeSubrange(range) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private final class ElementFinder: SyntaxVisitor {
    let modules: Set<String>
    var ranges: [Range<Int>] = []

    init(modules: Set<String>) {
      self.modules = modules
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
      if let module = Self.moduleNamed(by: node.expression), modules.contains(module) {
        // Leading trivia included: the comment above a target describes it.
        ranges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
        return .skipChildren
      }
      return .visitChildren
    }

    /// The module an element names: a string literal, or a call with a `name:` string.
    static func moduleNamed(by expression: ExprSyntax) -> String? {
      if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = call.arguments.first(where: { $0.label?.text == "name" }),
        let literal = name.expression.as(StringLiteralExprSyntax.self)
      else { return nil }
      return literal.representedLiteralValue
    }
  }
}
