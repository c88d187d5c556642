// Stand-ins for SwiftUI's toolbars and navigation-bar titles. Sources: see View.swift.

// SwiftUI.swiftinterface (iOS 18.0): `@preconcurrency @MainActor public protocol ToolbarContent`
// with `associatedtype Body : ToolbarContent` and `@ToolbarContentBuilder var body`, and `extension
// Never : ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// The primitive toolbar items' Body, as Never is the primitive views' (View.swift).
extension Never: ToolbarContent {}

// SwiftUI.swiftinterface (iOS 18.0): `ToolbarContentBuilder` with buildExpression, buildBlock,
// `buildIf<Content>(_:) -> Content?` and `buildEither(first:/second:) -> _ConditionalContent<…>`
// over ToolbarContent; several items make a `TupleToolbarContent` (here one variadic buildBlock).
@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<(repeat each Content)> {
    var items: [any _ViewBox] = []
    for item in repeat each content { items.append(ToolbarBox(item)) }
    return TupleToolbarContent((repeat each content), items: items)
  }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
}

// doc: toolbarcontent (Optional and _ConditionalContent are toolbar content when their parts are).
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { primitiveBody() }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public var body: Never { primitiveBody() }
}

/// Toolbar content the view tree evaluates itself, as `_PrimitiveView` for views.
@MainActor
protocol _PrimitiveToolbarContent {
  func _toolbarNodes(in environment: EnvironmentValues) -> [ViewNode]
}

/// Toolbar content kept for evaluation (a `.toolbar`'s items).
struct ToolbarBox<Content: ToolbarContent> {
  let content: Content
  init(_ content: Content) { self.content = content }
}

extension ToolbarBox: _ViewBox {
  func nodes(in environment: EnvironmentValues) -> [ViewNode] {
    if let primitive = content as? any _PrimitiveToolbarContent { return primitive._toolbarNodes(in: environment) }
    if Content.Body.self == Never.self { return [] }
    let body = EnvironmentScope.with(environment) { content.body }
    return ToolbarBox<Content.Body>(body).nodes(in: environment)
  }
}

extension Optional: _PrimitiveToolbarContent where Wrapped: ToolbarContent {
  func _toolbarNodes(in environment: EnvironmentValues) -> [ViewNode] {
    map { ToolbarBox($0).nodes(in: environment) } ?? []
  }
}

extension _ConditionalContent: _PrimitiveToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  func _toolbarNodes(in environment: EnvironmentValues) -> [ViewNode] {
    switch storage {
    case .trueContent(let content): ToolbarBox(content).nodes(in: environment)
    case .falseContent(let content): ToolbarBox(content).nodes(in: environment)
    }
  }
}

// doc: tupletoolbarcontent (`public struct TupleToolbarContent<T> : ToolbarContent`).
@MainActor @preconcurrency
public struct TupleToolbarContent<T>: ToolbarContent {
  nonisolated public init(_ value: T) { items = [] }
  nonisolated init(_ value: T, items: [any _ViewBox]) { self.items = items }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let items: [any _ViewBox]
}

extension TupleToolbarContent: _PrimitiveToolbarContent {
  func _toolbarNodes(in environment: EnvironmentValues) -> [ViewNode] {
    ViewEvaluator.nodes(of: items, in: environment)
  }
}

@available(*, unavailable)
extension TupleToolbarContent: Sendable {}

// SwiftUI.swiftinterface (iOS 18.0): `@MainActor @preconcurrency public struct ToolbarItem<ID,
// Content> : ToolbarContent where Content : View`, unavailable Sendable, and `extension ToolbarItem
// where ID == () { nonisolated public init(placement: ToolbarItemPlacement = .automatic, content:) }`.
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let placement: ToolbarItemPlacement
  nonisolated(unsafe) let content: Content
}

extension ToolbarItem: _PrimitiveToolbarContent {
  func _toolbarNodes(in environment: EnvironmentValues) -> [ViewNode] {
    [
      ViewEvaluator.node(
        "ToolbarItem", [("placement", placement.name)], children: ViewEvaluator.nodes(of: content, in: environment),
        in: environment)
    ]
  }
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

extension ToolbarItem where ID == () {
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `@MainActor @preconcurrency public struct
// ToolbarItemGroup<Content> : ToolbarContent where Content : View`, `nonisolated public
// init(placement: ToolbarItemPlacement = .automatic, content:)`, unavailable Sendable.
@MainActor @preconcurrency
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let placement: ToolbarItemPlacement
  nonisolated(unsafe) let content: Content
}

extension ToolbarItemGroup: _PrimitiveToolbarContent {
  func _toolbarNodes(in environment: EnvironmentValues) -> [ViewNode] {
    [
      ViewEvaluator.node(
        "ToolbarItemGroup", [("placement", placement.name)],
        children: ViewEvaluator.nodes(of: content, in: environment), in: environment)
    ]
  }
}

@available(*, unavailable)
extension ToolbarItemGroup: Sendable {}

// SwiftUI.swiftinterface (iOS 18.0): `public struct ToolbarItemPlacement` with `public static let`
// placements and `@available(*, unavailable) extension ToolbarItemPlacement : Sendable`;
// topBarLeading/topBarTrailing (static vars) and bottomBar are `@available(macOS, unavailable)`.
public struct ToolbarItemPlacement {
  let id: Int
  public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement(id: 0) }
  public static var principal: ToolbarItemPlacement { ToolbarItemPlacement(id: 1) }
  public static var navigation: ToolbarItemPlacement { ToolbarItemPlacement(id: 2) }
  public static var primaryAction: ToolbarItemPlacement { ToolbarItemPlacement(id: 3) }
  public static var confirmationAction: ToolbarItemPlacement { ToolbarItemPlacement(id: 4) }
  public static var cancellationAction: ToolbarItemPlacement { ToolbarItemPlacement(id: 5) }
  public static var destructiveAction: ToolbarItemPlacement { ToolbarItemPlacement(id: 6) }
  /// What the view tree shows.
  var name: String {
    let names = [
      "automatic", "principal", "navigation", "primaryAction", "confirmationAction", "cancellationAction",
      "destructiveAction", "topBarLeading", "topBarTrailing", "bottomBar",
    ]
    return names.indices.contains(id) ? names[id] : "placement \(id)"
  }
}

@available(*, unavailable)
extension ToolbarItemPlacement: Sendable {}

#if KEEL_HARNESS_MACOS
  extension ToolbarItemPlacement {
    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(id: 7) }
    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(id: 8) }
    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    public static var bottomBar: ToolbarItemPlacement { ToolbarItemPlacement(id: 9) }
  }
#else
  @available(macOS, unavailable)
  extension ToolbarItemPlacement {
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(id: 7) }
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(id: 8) }
    public static var bottomBar: ToolbarItemPlacement { ToolbarItemPlacement(id: 9) }
  }
#endif

extension View {
  // doc: view/toolbar(content:)-5w0tj (`@ViewBuilder`, Content : View) and
  // view/toolbar(content:)-7vdkx (`@ToolbarContentBuilder`, Content : ToolbarContent).
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    _standInModified { $0.content = [ViewBox(content())] }
  }

  nonisolated public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  )
    -> some View
  {
    _standInModified { $0.content = [ToolbarBox(content())] }
  }

  // doc: view/navigationtitle(_:)-(Text), -(LocalizedStringKey) and -(StringProtocol)
  // (`@_disfavoredOverload`); iOS 14, macOS 11.
  nonisolated public func navigationTitle(_ title: Text) -> some View { _standInModified(title) }
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _standInModified(titleKey) }
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _standInModified(String(title))
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
// @available(macOS, unavailable) public struct NavigationBarItem : Sendable { public enum
// TitleDisplayMode : Sendable { automatic, inline, large } }`; doc:
// view/navigationbartitledisplaymode(_:) (iOS 14, watchOS 8; `@available(macOS, unavailable)`).
#if KEEL_HARNESS_MACOS
  @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
  public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
      case automatic, inline, large
    }
  }

  extension View {
    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    nonisolated public func navigationBarTitleDisplayMode(
      _ displayMode: NavigationBarItem.TitleDisplayMode
    )
      -> some View
    {
      _standInModified()
    }
  }
#else
  @available(macOS, unavailable)
  public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
      case automatic, inline, large
    }
  }

  @available(macOS, unavailable)
  extension View {
    nonisolated public func navigationBarTitleDisplayMode(
      _ displayMode: NavigationBarItem.TitleDisplayMode
    )
      -> some View
    {
      _standInModified()
    }
  }
#endif
