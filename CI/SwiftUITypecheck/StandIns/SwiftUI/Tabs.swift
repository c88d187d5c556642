// Stand-ins for SwiftUI's iOS 18 tab API (`Tab` inside `TabView(selection:)`). Sources: see
// View.swift. The older `.tabItem`/`.tag` form is in Navigation.swift.
//
// SwiftUI.swiftinterface (iOS 18.0), `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
// visionOS 2.0, *)`: `@preconcurrency @MainActor public protocol TabContent<TabValue>` with
// `associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue`, `associatedtype
// Body : TabContent` and `@TabContentBuilder<Self.TabValue> var body` (its `_identifiedView`
// requirement has a default and is left out); primitive tab content is its own Body, as the
// interface's `_TupleTabContent` is. `TabContentBuilder<TabValue>` takes and gives `some
// TabContent<TabValue>`, makes `_ConditionalContent` of if/else, and its `Content<C>` is the View a
// TabView shows. `Tab` per doc: tab, tab/init(_:systemimage:value:content:)-(LocalizedStringKey,…)
// and -(StringProtocol,…) (`@_disfavoredOverload`), defaulttablabel.

@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable where TabValue == Body.TabValue
  associatedtype Body: TabContent
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: tab (`@MainActor @preconcurrency public struct Tab<Value, Content, Label> : TabContent
// where Value : Hashable, Content : View, Label : View`, TabValue == Value).
@MainActor @preconcurrency
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value
  // A primitive: its own body. The explicit `return` keeps the requirement's builder off it.
  public var body: Self { return self }
}

@available(*, unavailable)
extension Tab: Sendable {}

// doc: defaulttablabel (`public struct DefaultTabLabel : View`).
@MainActor @preconcurrency
public struct DefaultTabLabel: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

@available(*, unavailable)
extension DefaultTabLabel: Sendable {}

extension Tab where Label == DefaultTabLabel {
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {}
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {}
}

@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
  // The interface's several-tab blocks are not public API; these give the same opaque result.
  public static func buildBlock(
    _ c0: some TabContent<TabValue>, _ c1: some TabContent<TabValue>
  ) -> some TabContent<TabValue> {
    _TupleTabContent<TabValue, Void>()
  }
  public static func buildBlock(
    _ c0: some TabContent<TabValue>, _ c1: some TabContent<TabValue>, _ c2: some TabContent<TabValue>
  ) -> some TabContent<TabValue> {
    _TupleTabContent<TabValue, Void>()
  }
  public static func buildBlock(
    _ c0: some TabContent<TabValue>, _ c1: some TabContent<TabValue>, _ c2: some TabContent<TabValue>,
    _ c3: some TabContent<TabValue>
  ) -> some TabContent<TabValue> {
    _TupleTabContent<TabValue, Void>()
  }
  public static func buildBlock(
    _ c0: some TabContent<TabValue>, _ c1: some TabContent<TabValue>, _ c2: some TabContent<TabValue>,
    _ c3: some TabContent<TabValue>, _ c4: some TabContent<TabValue>
  ) -> some TabContent<TabValue> {
    _TupleTabContent<TabValue, Void>()
  }
  public static func buildBlock(
    _ c0: some TabContent<TabValue>, _ c1: some TabContent<TabValue>, _ c2: some TabContent<TabValue>,
    _ c3: some TabContent<TabValue>, _ c4: some TabContent<TabValue>, _ c5: some TabContent<TabValue>
  ) -> some TabContent<TabValue> {
    _TupleTabContent<TabValue, Void>()
  }

  @MainActor @preconcurrency
  public struct Content<C: TabContent>: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
  }
}

@available(*, unavailable)
extension TabContentBuilder: Sendable {}
@available(*, unavailable)
extension TabContentBuilder.Content: Sendable {}

/// What several tabs in a block become; internal, as the interface's `_TupleTabContent` is.
@MainActor @preconcurrency
struct _TupleTabContent<TabValue: Hashable, T>: TabContent {
  nonisolated init() {}
  var body: Self { return self }
}

// SwiftUI.swiftinterface (iOS 18.0), inside TabView: `nonisolated public init<C>(selection:
// Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content ==
// TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`. TabView: Navigation.swift.
extension TabView {
  nonisolated public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    // Tabs are not evaluated by the view tree: each tab's screen is tested on its own.
    self.init(content: ViewBox(EmptyView()))
  }
}
