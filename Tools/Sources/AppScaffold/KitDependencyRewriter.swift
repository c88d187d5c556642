import SwiftParser
import SwiftSyntax

/// Points the generated app's `Package.swift` at the kit, by editing its syntax tree: the
/// template depends on the kit as `.package(name: "Keel", path: "../..")` (its place inside the
/// kit's repository). A local kit keeps that call with the new path; a git kit becomes
/// `.package(url:from:)` (or `branch:` for a version that is not semantic), and every
/// `.product(name:package: "Keel")` names the URL's package identity instead.
public enum KitDependencyRewriter {
  /// The name the template gives the kit dependency.
  public static let kitPackageName = "Keel"

  public enum Target: Equatable, Sendable {
    case path(String)
    case git(url: String, version: String, identity: String)
  }

  public static func rewrite(manifest: String, to target: Target) throws(ScaffoldError) -> String {
    let tree = Parser.parse(source: manifest)
    let rewriter = Rewriter(target: target)
    let rewritten = rewriter.rewrite(tree)
    guard rewriter.rewroteDependency else {
      throw .manifestRewrite("no .package(name: \"\(kitPackageName)\", path: …) dependency found")
    }
    return rewritten.description
  }

  /// `from:` for `1.2.3` or `v1.2.3` (SwiftPM reads such tags as versions), `branch:` otherwise.
  static func requirement(for version: String) -> (label: String, value: String) {
    let bare = version.hasPrefix("v") ? String(version.dropFirst()) : version
    let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
    let semantic = parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    return semantic ? ("from", bare) : ("branch", version)
  }

  private final class Rewriter: SyntaxRewriter {
    let target: Target
    var rewroteDependency = false

    init(target: Target) {
      self.target = target
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
      let node = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
      switch memberName(of: node) {
      case "package" where stringArgument("name", of: node) == KitDependencyRewriter.kitPackageName:
        rewroteDependency = true
        return rewriteDependency(node)
      case "product" where stringArgument("package", of: node) == KitDependencyRewriter.kitPackageName:
        guard case .git(_, _, let identity) = target else { return ExprSyntax(node) }
        return ExprSyntax(replacingString("package", with: identity, in: node))
      default:
        return ExprSyntax(node)
      }
    }

    private func rewriteDependency(_ node: FunctionCallExprSyntax) -> ExprSyntax {
      switch target {
      case .path(let path):
        return ExprSyntax(replacingString("path", with: path, in: node))
      case .git(let url, let version, _):
        let (label, value) = KitDependencyRewriter.requirement(for: version)
        var parser = Parser(".package(url: \(quoted(url)), \(label): \(quoted(value)))")
        let call = ExprSyntax.parse(from: &parser)
        return call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
      }
    }

    /// `value` as a Swift string literal (backslashes, quotes and line breaks escaped).
    private func quoted(_ value: String) -> String {
      var escaped = ""
      for character in value {
        switch character {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        default: escaped.append(character)
        }
      }
      return "\"" + escaped + "\""
    }

    private func memberName(of node: FunctionCallExprSyntax) -> String? {
      node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    private func stringArgument(_ label: String, of node: FunctionCallExprSyntax) -> String? {
      guard let argument = node.arguments.first(where: { $0.label?.text == label }),
        let literal = argument.expression.as(StringLiteralExprSyntax.self)
      else { return nil }
      return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    private func replacingString(
      _ label: String, with value: String, in node: FunctionCallExprSyntax
    )
      -> FunctionCallExprSyntax
    {
      var node = node
      node.arguments = LabeledExprListSyntax(
        node.arguments.map { argument in
          guard argument.label?.text == label else { return argument }
          var parser = Parser(quoted(value))
          let literal = ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, argument.expression.leadingTrivia)
            .with(\.trailingTrivia, argument.expression.trailingTrivia)
          return argument.with(\.expression, literal)
        })
      return node
    }
  }
}
