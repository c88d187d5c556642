// What every stand-in modifier returns: `ModifiedContent<Self, _RecordedModifier>`, behind the
// `some View` Apple declares. It records the modifier's name and arguments on the nodes of the
// content, may change the environment below it (`.disabled`, `.environment`, `.buttonStyle`),
// and may carry views of its own (a toolbar's items, a presented dialog's actions).

import Foundation

struct _RecordedModifier {
  let name: String
  let arguments: [String]
  var content: [any _ViewBox] = []
  var environment: ((inout EnvironmentValues) -> Void)?
  var tag: AnyHashable?
  var action: (() -> Void)?
  var asyncAction: (@Sendable () async -> Void)?

  /// `function` is the caller's `#function` (`navigationTitle(_:)`); its name is kept.
  init(function: String, arguments: [String]) {
    name = function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
    self.arguments = arguments
  }

  @MainActor
  func apply<Base: View>(to base: Base, in environment: EnvironmentValues) -> [ViewNode] {
    var inner = environment
    self.environment?(&inner)
    let nodes = ViewEvaluator.nodes(of: base, in: inner)
    let views = ViewEvaluator.nodes(of: content, in: environment)
    let record = ViewModifierRecord(
      name: name, arguments: arguments, content: views, action: action, asyncAction: asyncAction)
    for node in nodes {
      node.modifiers.append(record)
      if let tag { node.tag = tag }
    }
    return nodes
  }
}

extension _RecordedModifier: ViewModifier {
  func body(content: Content) -> Content { content }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    if modifier is EmptyModifier { return ViewEvaluator.nodes(of: content, in: environment) }
    if let recorded = modifier as? _RecordedModifier {
      return recorded.apply(to: content, in: environment)
    }
    if let recording = modifier as? any _ModifierRecording {
      return recording.record.apply(to: content, in: environment)
    }
    return ViewEvaluator.nodes(of: content, modifiedBy: modifier, in: environment)
  }
}

/// A public modifier type of Apple's (AccessibilityAttachmentModifier) that records like the
/// stand-ins' own.
@MainActor
protocol _ModifierRecording {
  var record: _RecordedModifier { get }
}

extension View {
  /// The return value of every stand-in modifier: `some View` to the caller, a recorded
  /// modifier to the view tree. Internal, so no client can call a member Apple's `View` lacks.
  nonisolated func _standInModified(
    function: String = #function, _ arguments: Any?..., configure: (inout _RecordedModifier) -> Void = { _ in }
  ) -> ModifiedContent<Self, _RecordedModifier> {
    _standInModified(function: function, arguments: arguments, configure: configure)
  }

  /// The same with the arguments as an array (some left out because nil).
  nonisolated func _standInModified(
    function: String = #function, arguments: [Any?], configure: (inout _RecordedModifier) -> Void = { _ in }
  ) -> ModifiedContent<Self, _RecordedModifier> {
    var modifier = _RecordedModifier(function: function, arguments: arguments.map(ArgumentDescription.describe))
    configure(&modifier)
    return ModifiedContent(content: self, modifier: modifier)
  }
}

/// How the tree writes a modifier's argument: strings and texts quoted, numbers and booleans
/// as they are, enum cases by name, values that describe themselves by their description, other
/// values by their type's name (a `ThemeStore`, a closure).
enum ArgumentDescription {
  static func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    // Every Hashable value casts to AnyHashable; only a value that is one is unwrapped.
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable { return describe(hashable.base) }
    switch value {
    case let string as String: return ViewTreeRendererText.quoted(string)
    case let substring as Substring: return ViewTreeRendererText.quoted(String(substring))
    case let text as Text: return ViewTreeRendererText.quoted(text.content)
    case let key as LocalizedStringKey: return ViewTreeRendererText.quoted(key.key)
    case let labeled as LabeledArgument: return "\(labeled.label): \(describe(labeled.value))"
    case let edges as Edge.Set: return edgeNames(edges)
    default: return describeValue(value)
    }
  }

  /// Numbers, flags, values that describe themselves, enum cases and the rest.
  private static func describeValue(_ value: Any) -> String {
    switch value {
    case let number as CGFloat: return String(Double(number))
    case let convertible as CustomStringConvertible: return convertible.description
    default: break
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { describe($0.value) } ?? "nil"
    }
    if mirror.displayStyle == .enum { return String(describing: value) }
    return ViewEvaluator.typeName(type(of: value))
  }

  /// `[.horizontal]` → `horizontal`; `.all` → `all`.
  static func edgeNames(_ edges: Edge.Set) -> String {
    if edges == .all { return "all" }
    if edges == .horizontal { return "horizontal" }
    if edges == .vertical { return "vertical" }
    let names: [(Edge.Set, String)] = [
      (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    return names.filter { edges.contains($0.0) }.map(\.1).joined(separator: "+")
  }

  /// A custom modifier's stored properties, property wrappers (`_theme`) left out.
  static func storedProperties(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap { child in
      guard let label = child.label, !label.hasPrefix("_") else { return nil }
      return describe(child.value)
    }
  }
}

/// An argument written with its label (`isPresented: true`).
struct LabeledArgument {
  let label: String
  let value: Any?
  nonisolated init(_ label: String, _ value: Any?) {
    self.label = label
    self.value = value
  }
}

/// Quoting shared by the renderer and the arguments, callable from any isolation.
enum ViewTreeRendererText {
  static func quoted(_ string: String) -> String {
    "\"" + string.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
