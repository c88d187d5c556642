// Stand-in for SwiftUI's modifier machinery. Sources: see View.swift.
// Concrete modifiers are declared beside the feature that uses them, each returning
// `some View` as Apple's do.

// doc: viewmodifier (`@MainActor @preconcurrency public protocol ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// SwiftUICore.swiftinterface (iOS 18.0): `@MainActor @preconcurrency public struct
// _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier` (main-actor isolated here by
// its View conformance) and `@available(*, unavailable) extension _ViewModifier_Content : Sendable`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  // The view tree's: the modified view, evaluated where the modifier's body places it.
  nonisolated(unsafe) let content: any _ViewBox
  let probe: ContentProbe
}

extension _ViewModifier_Content: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let nodes = content.nodes(in: environment)
    probe.record(nodes)
    return nodes
  }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

// doc: modifiedcontent (`@frozen public struct ModifiedContent<Content, Modifier>`, a View where
// Content is a View and Modifier a ViewModifier).
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// SwiftUICore.swiftinterface: `extension EmptyModifier : Sendable {}`.
public struct EmptyModifier: ViewModifier, Sendable {
  nonisolated public init() {}
  public func body(content: Content) -> Content { content }
}

extension View {
  // doc: view/modifier(_:).
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
