// Stand-ins for SwiftUI's button styling. Sources: see View.swift.

// doc: buttonstyle (`@MainActor @preconcurrency public protocol ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

// doc: buttonstyleconfiguration.
public struct ButtonStyleConfiguration {
  @MainActor @preconcurrency
  public struct Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    /// The view tree's: the button's label, already evaluated.
    let nodes: [ViewNode]
  }
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension ButtonStyleConfiguration.Label: Sendable {}

extension ButtonStyleConfiguration.Label: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] { nodes }
}

/// A `.buttonStyle(_:)` in the environment, type-erased by a generic box (a closure made in the
/// nonisolated modifier could not call the main-actor `makeBody`).
@MainActor
protocol _ButtonStyleBox {
  func nodes(label: [ViewNode], in environment: EnvironmentValues) -> [ViewNode]
}

struct ButtonStyleBox<Style: ButtonStyle> {
  let style: Style
  init(_ style: Style) { self.style = style }
}

extension ButtonStyleBox: _ButtonStyleBox {
  func nodes(label: [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
    var inner = environment
    inner.buttonStyle = nil
    let configuration = ButtonStyleConfiguration(label: .init(nodes: label), isPressed: false)
    let body = EnvironmentScope.with(inner) { style.makeBody(configuration: configuration) }
    return ViewEvaluator.nodes(of: body, in: inner)
  }
}

// doc: progressview.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  let fraction: String?
}

extension ProgressView: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("ProgressView", fraction.map { [("value", $0)] } ?? [], in: environment)]
  }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension ProgressView: Sendable {}

// doc: progressview/init() (`where Label == EmptyView, CurrentValueLabel == EmptyView`).
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  nonisolated public init() { fraction = nil }
}

extension View {
  // doc: view/buttonstyle(_:)-7qx1.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    _standInModified(style) { $0.environment = { $0.buttonStyle = ButtonStyleBox(style) } }
  }
  // SwiftUICore.swiftinterface: `@inlinable nonisolated public func disabled(_:)`.
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    _standInModified(disabled) { $0.environment = { $0.isEnabled = $0.isEnabled && !disabled } }
  }
  // doc: view/tint(_:)-93mfq.
  nonisolated public func tint(_ tint: Color?) -> some View { _standInModified(tint) }
}
