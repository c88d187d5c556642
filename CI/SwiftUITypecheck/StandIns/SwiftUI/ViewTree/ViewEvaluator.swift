// How the harness evaluates a view: internal machinery behind `ViewTree` (ViewTree.swift). The
// stand-in primitives conform to `_PrimitiveView`, an internal protocol, so no public signature
// changes; every other view is composite and its `body` runs, with the environment its ancestors
// set readable through `@Environment`.

/// A stand-in view that makes its own nodes instead of having a body.
@MainActor
protocol _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode]
}

/// A view kept for later evaluation, type-erased without a closure: closures formed in the
/// stand-ins' nonisolated initializers could not run main-actor code, a stored view can.
@MainActor
protocol _ViewBox {
  func nodes(in environment: EnvironmentValues) -> [ViewNode]
}

struct ViewBox<Content: View> {
  let view: Content
  init(_ view: Content) { self.view = view }
}

extension ViewBox: _ViewBox {
  func nodes(in environment: EnvironmentValues) -> [ViewNode] { ViewEvaluator.nodes(of: view, in: environment) }
}

@MainActor
enum ViewEvaluator {
  static func nodes<V: View>(of view: V, in environment: EnvironmentValues) -> [ViewNode] {
    if let primitive = view as? any _PrimitiveView {
      return primitive._nodes(in: environment)
    }
    #if canImport(UIKit)
      // A UIKit view a hosting controller's view is loading: it makes its view (see
      // UIHostingController.swift); a plain evaluation only names it.
      if let representable = view as? any UIViewRepresentable, let mount = RepresentableMount.current {
        mount.mount(representable, in: environment)
      }
    #endif
    let node = ViewNode(kind: typeName(V.self), isComposite: V.Body.self != Never.self)
    node.isEnabled = environment.isEnabled
    // A primitive the harness does not model (a shape, a colour) is a leaf named by its type.
    guard V.Body.self != Never.self else { return [node] }
    let body = EnvironmentScope.with(environment) { view.body }
    node.children = nodes(of: body, in: environment)
    return [node]
  }

  static func nodes(of boxes: [any _ViewBox], in environment: EnvironmentValues) -> [ViewNode] {
    boxes.flatMap { $0.nodes(in: environment) }
  }

  /// A slot node (`header:`) holding `children`, or nothing when there are none.
  static func slot(_ name: String, _ children: [ViewNode]) -> [ViewNode] {
    guard !children.isEmpty else { return [] }
    let node = ViewNode(kind: name, isSlot: true)
    node.children = children
    return [node]
  }

  /// A primitive's node, enabled as its environment says.
  static func node(
    _ kind: String, value: String? = nil, _ properties: [(String, String)] = [], children: [ViewNode] = [],
    in environment: EnvironmentValues
  ) -> ViewNode {
    let node = ViewNode(kind: kind, value: value)
    node.properties = properties.map { (name: $0.0, value: $0.1) }
    node.children = children
    node.isEnabled = environment.isEnabled
    return node
  }

  /// A custom `ViewModifier`: its body runs over the content, and the tree records the modifier
  /// by its name (`TypographyModifier(.headline)` → `.typography(headline.semibold)`) rather than
  /// the modifiers its body applies to the content, which are its implementation.
  static func nodes<Content: View, Modifier: ViewModifier>(
    of content: Content, modifiedBy modifier: Modifier, in environment: EnvironmentValues
  ) -> [ViewNode] {
    let probe = ContentProbe()
    let inner = _ViewModifier_Content<Modifier>(content: ViewBox(content), probe: probe)
    let body = EnvironmentScope.with(environment) { modifier.body(content: inner) }
    let nodes = nodes(of: body, in: environment)
    probe.restoreModifiers()
    let record = ViewModifierRecord(
      name: modifierName(Modifier.self), arguments: ArgumentDescription.storedProperties(of: modifier), content: [])
    for node in nodes { node.modifiers.append(record) }
    return nodes
  }

  /// `ItemsMessageView<DSButton>` → `ItemsMessageView`.
  nonisolated static func typeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// `TypographyModifier` → `typography`.
  nonisolated static func modifierName(_ type: Any.Type) -> String {
    var name = typeName(type)
    if name.hasSuffix("Modifier"), name.count > "Modifier".count { name.removeLast("Modifier".count) }
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

/// Remembers the content nodes a custom modifier's body produced and how many modifiers each had
/// then, so the modifiers the body added can be taken off again.
@MainActor
final class ContentProbe {
  private var produced: [(node: ViewNode, modifierCount: Int)] = []

  nonisolated init() {}

  func record(_ nodes: [ViewNode]) {
    produced += nodes.map { ($0, $0.modifiers.count) }
  }

  func restoreModifiers() {
    for (node, count) in produced where node.modifiers.count > count {
      node.modifiers.removeLast(node.modifiers.count - count)
    }
  }
}

/// The environment a body is evaluated in, for `@Environment` to read. A task-local value: the
/// evaluation is synchronous on the main actor, and nothing outside it sees the value.
enum EnvironmentScope {
  /// `EnvironmentValues` holds values of any type (`Any`), so it is not Sendable; the box is
  /// only read on the main actor, during one synchronous evaluation.
  struct Box: @unchecked Sendable {
    let values: EnvironmentValues
  }

  @TaskLocal static var current = Box(values: EnvironmentValues())

  @MainActor
  static func with<Result>(_ environment: EnvironmentValues, _ body: () -> Result) -> Result {
    $current.withValue(Box(values: environment)) { body() }
  }
}
