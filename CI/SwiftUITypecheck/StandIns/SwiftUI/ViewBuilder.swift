// Stand-in for SwiftUI's result builder (https://developer.apple.com/documentation/swiftui/viewbuilder).

@resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
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

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct TupleView<T>: View {
  // Stand-ins only type-check; they keep no content.
  nonisolated public init(_ value: T) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated init(storage: Storage) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct EmptyView: View {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}
