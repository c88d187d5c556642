// Stand-ins for SwiftUI's lists, sections and forms. Sources: see View.swift.
// Views are `@MainActor @preconcurrency` with `nonisolated` initializers and an unavailable
// Sendable conformance, as SwiftUICore.swiftinterface (iOS 18.0) declares VStack; modifiers are
// `nonisolated`.

// SwiftUI.swiftinterface (iOS 18.0): `@MainActor @preconcurrency public struct List<SelectionValue,
// Content> : View where SelectionValue : Hashable, Content : View`, `@available(*, unavailable)
// extension List : Sendable`, and `extension List where SelectionValue == Never` with `nonisolated
// public init(content:)` and `nonisolated public init<Data, RowContent>(_ data:, rowContent:
// @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID,
// RowContent>, … Data.Element : Identifiable`.
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let content: Content
}

extension List: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("List", children: ViewEvaluator.nodes(of: content, in: environment), in: environment)]
  }
}

@available(*, unavailable)
extension List: Sendable {}

extension List where SelectionValue == Never {
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }
}

// doc: foreach/init(_:content:)-(Range<Int>,_) (`where Data == Range<Int>, ID == Int`).
extension ForEach where Data == Range<Int>, ID == Int {
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content)
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `public struct Section<Parent, Content, Footer>` (not
// main-actor isolated itself), `@available(*, unavailable) extension Section : Sendable`, a View
// where all three parts are, with `init(content:)`, `init(content:header:)` and (iOS 15)
// `init(_ titleKey: LocalizedStringKey, content:)` / `@_disfavoredOverload init<S>(_ title: S,
// content:)`, all plain `public init` on that nonisolated type.
public struct Section<Parent, Content, Footer> {
  nonisolated init(header: Parent, content: Content, footer: Footer) {
    self.header = header
    self.content = content
    self.footer = footer
  }
  let header: Parent
  let content: Content
  let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
  /// The header and footer as slots around the rows.
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let children =
      ViewEvaluator.slot("header", ViewEvaluator.nodes(of: header, in: environment))
      + ViewEvaluator.nodes(of: content, in: environment)
      + ViewEvaluator.slot("footer", ViewEvaluator.nodes(of: footer, in: environment))
    return [ViewEvaluator.node("Section", children: children, in: environment)]
  }
}

@available(*, unavailable)
extension Section: Sendable {}

// doc: section/init(content:), section/init(content:header:).
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
}

// doc: section/init(_:content:)-(LocalizedStringKey,_) and -(StringProtocol,_), the latter
// `@_disfavoredOverload`.
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

// doc: form (`@MainActor @preconcurrency public struct Form<Content> : View where Content : View`,
// `nonisolated public init(content:)`).
@MainActor @preconcurrency
public struct Form<Content: View>: View {
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let content: Content
}

extension Form: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("Form", children: ViewEvaluator.nodes(of: content, in: environment), in: environment)]
  }
}

@available(*, unavailable)
extension Form: Sendable {}

// SwiftUI.swiftinterface (iOS 18.0): `public struct LabeledContent<Label, Content>` (iOS 16,
// macOS 13; not main-actor isolated itself), `@available(*, unavailable) extension LabeledContent :
// Sendable`, a View where both parts are, and the title initializers below.
public struct LabeledContent<Label, Content> {
  nonisolated init(label: Label, content: Content) {
    self.label = label
    self.content = content
  }
  let label: Label
  let content: Content
}

extension LabeledContent: View where Label: View, Content: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension LabeledContent: _PrimitiveView where Label: View, Content: View {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let children = ViewEvaluator.nodes(of: label, in: environment) + ViewEvaluator.nodes(of: content, in: environment)
    return [ViewEvaluator.node("LabeledContent", children: children, in: environment)]
  }
}

@available(*, unavailable)
extension LabeledContent: Sendable {}

// SwiftUI.swiftinterface (iOS 18.0): `init(_ titleKey: LocalizedStringKey, content:)` and
// `@_disfavoredOverload init<S>(_ title: S, content:) where S : StringProtocol`.
extension LabeledContent where Label == Text, Content: View {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content())
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `init<S>(_ titleKey: LocalizedStringKey, value: S)` and
// `@_disfavoredOverload init<S1, S2>(_ title: S1, value: S2)`, all StringProtocol.
extension LabeledContent where Label == Text, Content == Text {
  nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(label: Text(titleKey), content: Text(value))
  }
  @_disfavoredOverload
  nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(label: Text(title), content: Text(value))
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `public protocol ListStyle` (static `_makeView` requirements
// only, no isolation) and `nonisolated public func listStyle<S>(_ style: S) -> some View where
// S : ListStyle`. The requirements are kept in kind, reduced to one: a static `_makeView` over the
// graph types (ViewGraph.swift), which only SwiftUI's styles implement; an empty protocol would let
// an app declare a list style Xcode rejects ("does not conform to protocol 'ListStyle'").
public protocol ListStyle {
  static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs
}

// doc: plainliststyle (every platform), liststyle/plain; shaped as SwiftUI.swiftinterface (iOS 18.0)
// declares DefaultListStyle, InsetListStyle and GroupedListStyle: `public struct … : ListStyle`,
// `public init()`, `@available(*, unavailable) extension … : Sendable`, and a static var in
// `extension ListStyle where Self == …`.
public struct PlainListStyle: ListStyle {
  public init() {}
  public static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs() }
}

@available(*, unavailable)
extension PlainListStyle: Sendable {}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

// doc: insetgroupedliststyle (`@available(iOS 14.0, *) @available(macOS, unavailable)
// @available(tvOS, unavailable) @available(watchOS, unavailable)`), liststyle/insetgrouped; shaped
// as above (SwiftUI.swiftinterface declares GroupedListStyle `@available(macOS, unavailable)` too).
#if KEEL_HARNESS_MACOS
  @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
  public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs() }
  }

  @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
  extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
  }
#else
  @available(macOS, unavailable)
  public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs() }
  }

  @available(macOS, unavailable)
  extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
  }
#endif

@available(*, unavailable)
extension InsetGroupedListStyle: Sendable {}

extension View {
  // SwiftUI.swiftinterface (iOS 18.0), quoted above.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { _standInModified(style) }

  // doc: view/swipeactions(edge:allowsfullswipe:content:) (iOS 15, macOS 12; not tvOS).
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    _standInModified(LabeledArgument("edge", edge)) { $0.content = [ViewBox(content())] }
  }

  // SwiftUI.swiftinterface (iOS 18.0): `nonisolated public func refreshable(@_inheritActorContext
  // action: @escaping @Sendable () async -> Swift.Void) -> some View` (iOS 15, macOS 12): formed in
  // a view's body, the action runs on the main actor; formed elsewhere, it may capture only
  // Sendable state.
  nonisolated public func refreshable(
    @_inheritActorContext action: @escaping @Sendable () async -> Void
  )
    -> some View
  {
    _standInModified { $0.asyncAction = action }
  }

  // SwiftUI.swiftinterface (iOS 18.0): `searchable(text:placement:prompt:)` with `prompt: Text? =
  // nil`, `LocalizedStringKey`, and (`@_disfavoredOverload`) `S : StringProtocol`; iOS 15, macOS 12.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _standInModified(text.wrappedValue, LabeledArgument("prompt", prompt))
  }

  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    _standInModified(text.wrappedValue, LabeledArgument("prompt", prompt))
  }

  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    _standInModified(text.wrappedValue, LabeledArgument("prompt", String(prompt)))
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `public struct SearchFieldPlacement : Sendable`, `public
// static let automatic` (the only placement declared here).
public struct SearchFieldPlacement: Sendable {
  let id: Int
  public static let automatic = SearchFieldPlacement(id: 0)
}
