// The harness's entry point for evaluating views: `ViewTree.render(_:)` for snapshots and
// `ViewTree(_:)` plus `find` for interaction tests. `@_spi(ViewTree)`: not Apple API.

import Foundation

/// A view evaluated down to the stand-in primitives, as SwiftUI would lay it out: bodies run
/// with the environment their ancestors set, `if`/`switch`/optionals/`ForEach` expanded, button
/// styles applied, presented dialogs and sheets included.
///
/// Evaluation is a snapshot: after an interaction, evaluate again (``reload()``) to see the
/// new state. `@State` lives in the view value itself, so it survives ``reload()`` for the root
/// view; a child rebuilt by its parent's body starts from its initial state.
@_spi(ViewTree)
@MainActor
public final class ViewTree {
  private let evaluateRoot: @MainActor () -> [ViewNode]
  /// The evaluated views at the top (usually one).
  public private(set) var roots: [ViewNode]

  /// Evaluates `view` in `environment` (the default: light, enabled, every key's default).
  public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
    evaluateRoot = { ViewEvaluator.nodes(of: view, in: environment) }
    roots = evaluateRoot()
  }

  /// Evaluates the view again, so the tree shows what changed since.
  public func reload() {
    roots = evaluateRoot()
  }

  /// The tree as indented text: one line per view with its value and properties, its modifiers
  /// on lines starting with a dot under it, its children indented below. Stable: nothing in it
  /// depends on memory addresses, hashing or time.
  public var text: String { ViewTreeRenderer.render(roots) }

  /// The text of `view`'s tree (see ``text``).
  public static func render<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> String {
    ViewTree(view, environment: environment).text
  }

  /// Every node, depth first.
  public var allNodes: [ViewNode] { roots.flatMap(\.descendants) }

  /// The one node for which `matches` holds; fails naming `query` when none or several do.
  public func find(_ query: String, where matches: (ViewNode) -> Bool) throws(ViewTreeError) -> ViewNode {
    try Self.single(query, in: allNodes.filter(matches)) { text }
  }

  /// The one modifier called `name` in the tree (`"confirmationDialog"`).
  public func modifier(_ name: String) throws(ViewTreeError) -> ViewModifierRecord {
    let node = try find(".\(name)") { $0.modifier(name) != nil }
    return node.modifier(name)!
  }

  static func single(
    _ query: String, in found: [ViewNode], tree: () -> String
  ) throws(ViewTreeError) -> ViewNode {
    guard let first = found.first else { throw .notFound(query, tree: tree()) }
    guard found.count == 1 else { throw .ambiguous(query, count: found.count, tree: tree()) }
    return first
  }

  /// The button whose label reads `title` (a `Button`, or the one inside a `DSButton` or row).
  public func button(_ title: String) throws(ViewTreeError) -> ViewNode {
    try find("Button \"\(title)\"") { $0.kind == "Button" && $0.value == title }
  }

  /// The text view showing exactly `string`.
  public func text(_ string: String) throws(ViewTreeError) -> ViewNode {
    try find("Text \"\(string)\"") { $0.kind == "Text" && $0.value == string }
  }

  /// The first view of type `kind` (`"Toggle"`, `"TextField"`) whose title is `title`.
  public func control(_ kind: String, _ title: String) throws(ViewTreeError) -> ViewNode {
    try find("\(kind) \"\(title)\"") { $0.kind == kind && $0.value == title }
  }

  /// The node of the composite view type `kind` (`"ItemsListView"`), or the one primitive of it.
  public func view(_ kind: String) throws(ViewTreeError) -> ViewNode {
    try find(kind) { $0.kind == kind }
  }

  /// Whether any node shows `string` as a `Text`.
  public func contains(text string: String) -> Bool {
    allNodes.contains { $0.kind == "Text" && $0.value == string }
  }
}

/// Turns nodes into the stable text of ``ViewTree/text``.
@MainActor
enum ViewTreeRenderer {
  static func render(_ nodes: [ViewNode]) -> String {
    var lines: [String] = []
    for node in nodes { append(node, depth: 0, to: &lines) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The node's own line: kind, value and properties.
  static func headline(_ node: ViewNode) -> String {
    if node.isSlot { return node.kind + ":" }
    var line = node.kind
    if let value = node.value { line += " " + quoted(value) }
    let facts = node.properties.map { "\($0.name): \($0.value)" } + (node.isEnabled ? [] : ["disabled"])
    if !facts.isEmpty { line += " (" + facts.joined(separator: ", ") + ")" }
    return line
  }

  private static func append(_ node: ViewNode, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    lines.append(indent + headline(node))
    for modifier in node.modifiers {
      let arguments = modifier.arguments.isEmpty ? "" : "(" + modifier.arguments.joined(separator: ", ") + ")"
      lines.append(indent + "  ." + modifier.name + arguments)
      for child in modifier.content { append(child, depth: depth + 2, to: &lines) }
    }
    for child in node.children { append(child, depth: depth + 1, to: &lines) }
  }

  static func quoted(_ string: String) -> String { ViewTreeRendererText.quoted(string) }
}
