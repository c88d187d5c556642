// Stand-ins for SwiftUI's iOS 18 tab API (`Tab` inside `TabView(selection:)`). Sources: see
// View.swift. The older `.tabItem`/`.tag` form is in Navigation.swift.
//
// SwiftUI.swiftinterface (iOS 18.0): `TabContent` is a protocol generic over `TabValue` (its
// modifiers return `some SwiftUI.TabContent<Self.TabValue>`), `@available(iOS 18.0, macOS 15.0,
// tvOS 18.0, watchOS 11.0, visionOS 2.0, *)`. The rest per doc: tabcontent, tab,
// tab/init(_:systemimage:value:content:)-(LocalizedStringKey,…) and -(StringProtocol,…)
// (`@_disfavoredOverload`), defaulttablabel, tabcontentbuilder, and
// tabview/init(selection:content:) taking `@TabContentBuilder<SelectionValue>` content.

// doc: tabcontent (`@MainActor @preconcurrency public protocol TabContent<TabValue>`).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable
  associatedtype Body: TabContent
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// The primitive tabs' Body, as Never is the primitive views' (View.swift).
extension Never: TabContent {
  public typealias TabValue = Never
}

// doc: tab (`@MainActor @preconcurrency public struct Tab<Value, Content, Label> : TabContent
// where Value : Hashable, Content : View, Label : View`, TabValue == Value).
@MainActor @preconcurrency
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value
  public typealias Body = Never
  // The explicit `return` keeps the requirement's `@TabContentBuilder<Value>` off this body: a
  // primitive has none, and Never's TabValue is not Value.
  public var body: Never { return primitiveBody() }
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

// doc: tabcontentbuilder (`@resultBuilder public struct TabContentBuilder<TabValue> where TabValue
// : Hashable`, every part's TabValue the builder's; `TabContentBuilder.Content<C>` the View a
// TabView shows). Blocks of up to six tabs.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
  public static func buildBlock<C0: TabContent, C1: TabContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTabContent<
    TabValue, (C0, C1)
  > where C0.TabValue == TabValue, C1.TabValue == TabValue {
    TupleTabContent((c0, c1))
  }
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTabContent<TabValue, (C0, C1, C2)>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    TupleTabContent((c0, c1, c2))
  }
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3)>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
    TupleTabContent((c0, c1, c2, c3))
  }
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
    C4.TabValue == TabValue
  {
    TupleTabContent((c0, c1, c2, c3, c4))
  }
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
    C4.TabValue == TabValue, C5.TabValue == TabValue
  {
    TupleTabContent((c0, c1, c2, c3, c4, c5))
  }

  @MainActor @preconcurrency
  public struct Content<C: TabContent>: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
  }
}

// doc: tupletabcontent (`public struct TupleTabContent<TabValue, T> : TabContent`).
@MainActor @preconcurrency
public struct TupleTabContent<TabValue: Hashable, T>: TabContent {
  nonisolated public init(_ value: T) {}
  public typealias Body = Never
  public var body: Never { return primitiveBody() }
}

@available(*, unavailable)
extension TupleTabContent: Sendable {}
@available(*, unavailable)
extension TabContentBuilder.Content: Sendable {}

// SwiftUI.swiftinterface (iOS 18.0), inside TabView: `nonisolated public init<C>(selection:
// Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content ==
// TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`. TabView: Navigation.swift.
extension TabView {
  nonisolated public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}
