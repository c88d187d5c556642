// Stand-ins for SwiftUI's layout containers and basic controls. Sources: see View.swift.

import Foundation

// SwiftUICore.swiftinterface: `@frozen public struct HorizontalAlignment : Equatable`, and
// `extension HorizontalAlignment : Sendable {}`.
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
  let id: Int
}

// SwiftUICore.swiftinterface: `@frozen public struct VerticalAlignment : Equatable`, and
// `extension VerticalAlignment : Sendable {}`.
public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  let id: Int
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct Alignment : Equatable`, `@inlinable
// public init(horizontal:vertical:)`, `static let center, leading, trailing, top, bottom` (and the
// corners); Sendable per doc: alignment.
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
}

// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct VStack<Content> : View`,
// `@inlinable nonisolated public init(alignment:spacing:content:)`, and
// `@available(*, unavailable) extension VStack : Sendable {}`.
@MainActor @preconcurrency
public struct VStack<Content: View>: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.spacing = spacing
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let content: Content
  let spacing: CGFloat?
}

@available(*, unavailable)
extension VStack: Sendable {}

extension VStack: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [StackNodes.stack("VStack", content, spacing: spacing, in: environment)]
  }
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen @MainActor @preconcurrency public struct HStack<Content>
// : View`, `@inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing:
// CGFloat? = nil, content:)`, and `@available(*, unavailable) extension HStack : Sendable {}`.
@MainActor @preconcurrency
public struct HStack<Content: View>: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.spacing = spacing
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let content: Content
  let spacing: CGFloat?
}

@available(*, unavailable)
extension HStack: Sendable {}

extension HStack: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [StackNodes.stack("HStack", content, spacing: spacing, in: environment)]
  }
}

// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct ZStack<Content> : View`,
// `@inlinable nonisolated public init(alignment:content:)`, and
// `@available(*, unavailable) extension ZStack : Sendable {}`.
@MainActor @preconcurrency
public struct ZStack<Content: View>: View {
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let content: Content
}

@available(*, unavailable)
extension ZStack: Sendable {}

extension ZStack: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [StackNodes.stack("ZStack", content, spacing: nil, in: environment)]
  }
}

/// The node of a stack: its views as children, its spacing when set.
@MainActor
enum StackNodes {
  static func stack<Content: View>(
    _ kind: String, _ content: Content, spacing: CGFloat?, in environment: EnvironmentValues
  ) -> ViewNode {
    ViewEvaluator.node(
      kind, spacing.map { [("spacing", ArgumentDescription.describe($0))] } ?? [],
      children: ViewEvaluator.nodes(of: content, in: environment), in: environment)
  }
}

// SwiftUICore.swiftinterface: `@MainActor @preconcurrency public struct Spacer` with
// `@MainActor @preconcurrency public init(minLength:)`, and `extension Spacer : View {}`,
// `extension Spacer : Sendable {}`. Unlike the stacks' initializers, Spacer's is not nonisolated.
@MainActor @preconcurrency
public struct Spacer: Sendable {
  @MainActor @preconcurrency public var minLength: CGFloat?
  @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension Spacer: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [
      ViewEvaluator.node(
        "Spacer", minLength.map { [("minLength", ArgumentDescription.describe($0))] } ?? [], in: environment)
    ]
  }
}

// doc: button (`@MainActor @preconcurrency public struct Button<Label> : View where Label : View`,
// `nonisolated public init(action: @escaping @MainActor () -> Void, label:)`).
@MainActor @preconcurrency
public struct Button<Label: View>: View {
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label())
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, label: Label) {
    self.role = role
    self.action = action
    self.label = label
  }
  let role: ButtonRole?
  let action: @MainActor () -> Void
  nonisolated(unsafe) let label: Label
}

extension Button: _PrimitiveView {
  /// The label, drawn by the button style in the environment when there is one: a `DSListRow`'s
  /// detail exists only in its style's body. The title is the label's own text.
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let labelNodes = ViewEvaluator.nodes(of: label, in: environment)
    let title = labelNodes.map(\.text).joined(separator: " ")
    let children = environment.buttonStyle.map { $0.nodes(label: labelNodes, in: environment) } ?? labelNodes
    let node = ViewEvaluator.node(
      "Button", value: title, role.map { [("role", $0.name)] } ?? [], children: children, in: environment)
    node.tapAction = action
    return [node]
  }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension Button: Sendable {}

// doc: button/init(_:action:)-(StringProtocol).
extension Button where Label == Text {
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action, label: Text(title))
  }
}

// doc: image (`@frozen public struct Image : Equatable, Sendable`), a nonisolated value.
// SwiftUICore.swiftinterface (iOS 18.0): `public init(_ name: String, bundle: Bundle? = nil)` and
// `@available(macOS 11.0, *) public init(systemName: String)`, plain initializers of that
// nonisolated type.
public struct Image: Equatable, Sendable {
  nonisolated public init(systemName: String) { description = "systemName: " + systemName }
  nonisolated public init(_ name: String, bundle: Bundle? = nil) { description = "named: " + name }
  /// What the view tree shows of it.
  let description: String
}

// Its View conformance is declared in an extension, as SwiftUICore.swiftinterface declares Text's
// (`extension Text : View`): in the struct's own declaration it would infer `@MainActor` for all
// of Image.
extension Image: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension Image: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("Image", value: nil, [("image", description)], in: environment)]
  }
}

// doc: foreach. `ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`,
// a View where Content is one, and not Sendable.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated init(data: Data, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
  nonisolated(unsafe) let data: Data
  nonisolated(unsafe) let content: (Data.Element) -> Content
}

extension ForEach: _PrimitiveView {
  /// One entry per element, in order; the identities are SwiftUI's business, not the tree's.
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    data.flatMap { ViewEvaluator.nodes(of: content($0), in: environment) }
  }
}

@available(*, unavailable)
extension ForEach: Sendable {}

// doc: foreach/init(_:content:).
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content)
  }
}

// doc: foreach/init(_:id:content:).
extension ForEach {
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content)
  }
}
