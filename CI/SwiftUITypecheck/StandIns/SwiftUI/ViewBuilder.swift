// Stand-in for SwiftUI's result builder. Sources: see View.swift.

// SwiftUICore.swiftinterface (iOS 18.0): `@_functionBuilder public struct ViewBuilder` with
// `buildExpression<Content: View>`, `buildBlock() -> EmptyView`, `buildBlock<Content>(_:) -> Content`,
// `@_disfavoredOverload buildBlock<each Content>(_:) -> TupleView<(repeat each Content)>`, `buildIf`,
// `buildEither(first:/second:) -> _ConditionalContent`, `buildLimitedAvailability(_:) -> AnyView`, and
// `@available(*, unavailable) extension ViewBuilder : Sendable` (a public struct here is not Sendable).

@resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    var views: [any _ViewBox] = []
    for view in repeat each content { views.append(ViewBox(view)) }
    return TupleView((repeat each content), views: views)
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// doc: view (Optional is a View when Wrapped is).
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension Optional: _PrimitiveView where Wrapped: View {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    map { ViewEvaluator.nodes(of: $0, in: environment) } ?? []
  }
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen @MainActor @preconcurrency public struct TupleView<T> :
// View` with `@MainActor @preconcurrency public var value: T`, `@inlinable nonisolated public init(_
// value: T)`, and `@available(*, unavailable) extension TupleView : Sendable`. `value` is left out:
// the view tree keeps the views type-erased instead (a pack cannot be walked from `T`).
public struct TupleView<T>: View {
  nonisolated public init(_ value: T) { views = [] }
  nonisolated init(_ value: T, views: [any _ViewBox]) { self.views = views }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let views: [any _ViewBox]
}

extension TupleView: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] { ViewEvaluator.nodes(of: views, in: environment) }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension TupleView: Sendable {}

// doc: _conditionalcontent (what `if`/`else` in a view builder produce). Unconstrained, a View
// when both parts are, so toolbar builders can produce it too (Toolbar.swift).
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated init(storage: Storage) { self.storage = storage }
  let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension _ConditionalContent: _PrimitiveView where TrueContent: View, FalseContent: View {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    switch storage {
    case .trueContent(let view): ViewEvaluator.nodes(of: view, in: environment)
    case .falseContent(let view): ViewEvaluator.nodes(of: view, in: environment)
    }
  }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// doc: emptyview; SwiftUICore.swiftinterface: `extension EmptyView : Sendable {}`.
public struct EmptyView: View, Sendable {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension EmptyView: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

// doc: anyview (`@frozen public struct AnyView : View`).
public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) { self.view = ViewBox(view) }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let view: any _ViewBox
}

extension AnyView: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] { view.nodes(in: environment) }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension AnyView: Sendable {}
