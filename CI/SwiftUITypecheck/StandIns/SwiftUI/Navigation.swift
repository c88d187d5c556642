// Stand-ins for SwiftUI's navigation and presentation API, declared from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/navigationstack,
// .../view/navigationdestination(for:destination:), .../view/sheet(item:ondismiss:content:),
// .../view/fullscreencover(ispresented:ondismiss:content:), .../tabview, .../view/task(priority:_:))
// with Apple's generic constraints and isolation: views are `@MainActor @preconcurrency`,
// modifiers are `nonisolated`, `.task` inherits the actor context and takes a `@Sendable`
// closure. Sources: see View.swift.

// doc: navigationstack (`@MainActor @preconcurrency public struct NavigationStack<Data, Root> : View
// where Root : View`), navigationstack/init(path:root:) (`nonisolated`, typed collection path).
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }

  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
  }

  nonisolated init(root: Root) { self.root = root }
  /// The view tree's: the root screen (pushed screens are the navigator's, tested there).
  nonisolated(unsafe) let root: Root
}

extension NavigationStack: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("NavigationStack", children: ViewEvaluator.nodes(of: root, in: environment), in: environment)]
  }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension NavigationStack: Sendable {}

// doc: tabview (`@MainActor @preconcurrency public struct TabView<SelectionValue, Content> : View`,
// `nonisolated public init(selection:content:)`).
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }

  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = ViewBox(content())
    self.selection = selection
  }

  nonisolated init(content: any _ViewBox) {
    self.content = content
    selection = nil
  }
  nonisolated(unsafe) let content: any _ViewBox
  nonisolated(unsafe) let selection: Binding<SelectionValue>?
}

extension TabView: _PrimitiveView {
  /// Its tabs as children. With a selection, the selected tab (the one whose `.tag(_:)` equals
  /// it) is named by its tab item and shows its content; the others show only their tab items,
  /// as the screen does; `select(_:)` on the node picks a tab as a tap on the tab bar does.
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let tabs = content.nodes(in: environment)
    let node = ViewEvaluator.node("TabView", children: tabs, in: environment)
    guard let selection else { return [node] }
    let current = AnyHashable(selection.wrappedValue)
    let selected = tabs.first { $0.tag == current }
    let name = selected?.modifier("tabItem")?.content.map(\.text).joined(separator: " ")
    node.properties = [("selection", ViewTreeRendererText.quoted(name ?? ArgumentDescription.describe(current.base)))]
    for tab in tabs where tab !== selected { tab.children = [] }
    let tags = tabs.compactMap(\.tag)
    node.selection = PickerSelection { tag in
      guard tags.contains(tag), let value = tag.base as? SelectionValue else { return false }
      selection.wrappedValue = value
      return true
    }
    return [node]
  }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension TabView: Sendable {}

extension View {
  // doc: view/navigationdestination(for:destination:).
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _standInModified()
  }

  // `sheet(item:)` and `sheet(isPresented:)`: `@available(iOS 13.0, macOS 10.15, tvOS 13.0,
  // watchOS 6.0, *)` in the SDK, so every platform we declare has them.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _presentedModal(item: item, content: content)
  }

  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _presentedModal(isPresented: isPresented, content: content)
  }

  // doc: view/tabitem(_:).
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _standInModified { $0.content = [ViewBox(label())] }
  }

  // doc: view/tag(_:).
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    _standInModified(tag) { $0.tag = AnyHashable(tag) }
  }

  // SwiftUI.swiftinterface (iOS 18.0, as issue 21 quotes it): `task(priority:_:)` takes
  // `@_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void`.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _standInModified()
  }

  // SwiftUI.swiftinterface (iOS 18.0, as issue 21 quotes it): `task(id:priority:_:)`, the same action.
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _standInModified()
  }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func onAppear(perform
  // action: (() -> Void)? = nil) -> some View`, and `onDisappear(perform:)` the same.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _standInModified { $0.action = action }
  }

  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _standInModified { $0.action = action }
  }
}

extension View {
  /// A sheet or cover in the view tree: whether it shows, and while it does, its content.
  nonisolated func _presentedModal<Item: Identifiable, Content: View>(
    function: String = #function, item: Binding<Item?>, content: (Item) -> Content
  ) -> ModifiedContent<Self, _RecordedModifier> {
    let presented = item.wrappedValue
    return _standInModified(function: function, LabeledArgument("isPresented", presented != nil)) { modifier in
      if let presented { modifier.content = [ViewBox(content(presented))] }
    }
  }

  nonisolated func _presentedModal<Content: View>(
    function: String = #function, isPresented: Binding<Bool>, content: () -> Content
  ) -> ModifiedContent<Self, _RecordedModifier> {
    let shown = isPresented.wrappedValue
    return _standInModified(function: function, LabeledArgument("isPresented", shown)) { modifier in
      if shown { modifier.content = [ViewBox(content())] }
    }
  }
}

// `fullScreenCover(item:)` and `fullScreenCover(isPresented:)`: `@available(iOS 14.0, tvOS 14.0,
// watchOS 7.0, *) @available(macOS, unavailable)` in the SDK (Apple's documentation lists iOS,
// iPadOS, Mac Catalyst, tvOS, visionOS and watchOS; the iPhoneOS 18.0 SDK's SwiftUI interface
// carries the macOS mark). Platform availability means nothing on Linux, so the harness's macOS
// build (`KEEL_HARNESS_MACOS`, see Package.swift) marks them unavailable outright.
#if KEEL_HARNESS_MACOS
  extension View {
    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      _standInModified()
    }

    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    nonisolated public func fullScreenCover<Content: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      _standInModified()
    }
  }
#else
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  extension View {
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      _presentedModal(item: item, content: content)
    }

    nonisolated public func fullScreenCover<Content: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      _presentedModal(isPresented: isPresented, content: content)
    }
  }
#endif
