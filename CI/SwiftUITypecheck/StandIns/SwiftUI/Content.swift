// Stand-ins for SwiftUI's content views: labels, dividers, scroll views, links, menus and empty
// states. Sources: see View.swift. Views are `@MainActor @preconcurrency` with `nonisolated`
// initializers and an unavailable Sendable conformance, as SwiftUICore.swiftinterface (iOS 18.0)
// declares VStack.

import Foundation

// doc: label (`@MainActor @preconcurrency public struct Label<Title, Icon> : View where Title :
// View, Icon : View`, iOS 14, macOS 11), label/init(title:icon:), label/init(_:systemimage:)-
// (LocalizedStringKey,_) and -(StringProtocol,_) (`@_disfavoredOverload`).
@MainActor @preconcurrency
public struct Label<Title: View, Icon: View>: View {
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let title: Title
  nonisolated(unsafe) let icon: Icon
}

extension Label: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let children = ViewEvaluator.nodes(of: title, in: environment) + ViewEvaluator.nodes(of: icon, in: environment)
    return [ViewEvaluator.node("Label", children: children, in: environment)]
  }
}

@available(*, unavailable)
extension Label: Sendable {}

extension Label where Title == Text, Icon == Image {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `@MainActor @preconcurrency public struct Divider : View`,
// `nonisolated public init()`, `@available(*, unavailable) extension Divider : Sendable`.
@MainActor @preconcurrency
public struct Divider: View {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension Divider: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] { [ViewEvaluator.node("Divider", in: environment)] }
}

@available(*, unavailable)
extension Divider: Sendable {}

// doc: scrollview (`@MainActor @preconcurrency public struct ScrollView<Content> : View where
// Content : View`), scrollview/init(_:content:) (`nonisolated`, axes default `.vertical`).
@MainActor @preconcurrency
public struct ScrollView<Content: View>: View {
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let content: Content
}

extension ScrollView: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("ScrollView", children: ViewEvaluator.nodes(of: content, in: environment), in: environment)]
  }
}

@available(*, unavailable)
extension ScrollView: Sendable {}

// doc: link (`@MainActor @preconcurrency public struct Link<Label> : View where Label : View`,
// iOS 14, macOS 11), link/init(destination:label:), link/init(_:destination:)-
// (LocalizedStringKey,_) and -(StringProtocol,_) (`@_disfavoredOverload`).
@MainActor @preconcurrency
public struct Link<Label: View>: View {
  nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  let destination: URL
  nonisolated(unsafe) let label: Label
}

extension Link: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let labelNodes = ViewEvaluator.nodes(of: label, in: environment)
    return [
      ViewEvaluator.node(
        "Link", value: labelNodes.map(\.text).joined(separator: " "), [("destination", destination.absoluteString)],
        in: environment)
    ]
  }
}

@available(*, unavailable)
extension Link: Sendable {}

extension Link where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `@MainActor @preconcurrency public struct Menu<Label, Content>
// : View` (iOS 14, macOS 11, tvOS 17; not watchOS), unavailable Sendable, `nonisolated public
// init(content:label:)`, and `init(_ titleKey: LocalizedStringKey, content:)` / `@_disfavoredOverload
// init<S>(_ title: S, content:)` where Label == Text.
@MainActor @preconcurrency
public struct Menu<Label: View, Content: View>: View {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let label: Label
}

extension Menu: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let labelNodes = ViewEvaluator.nodes(of: label, in: environment)
    let children = ViewEvaluator.nodes(of: content, in: environment)
    return [
      ViewEvaluator.node(
        "Menu", value: labelNodes.map(\.text).joined(separator: " "), children: children, in: environment)
    ]
  }
}

@available(*, unavailable)
extension Menu: Sendable {}

extension Menu where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

// doc: contentunavailableview (`@MainActor @preconcurrency public struct
// ContentUnavailableView<Label, Description, Actions> : View`, iOS 17, macOS 14),
// contentunavailableview/init(label:description:actions:) (description and actions default to
// an empty view), contentunavailableview/init(_:systemimage:description:)-(LocalizedStringKey,_,_)
// and -(StringProtocol,_,_) (`@_disfavoredOverload`; `Label == Label<Text, Image>, Description ==
// Text?, Actions == EmptyView`).
@MainActor @preconcurrency
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  nonisolated public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let label: Label
  nonisolated(unsafe) let description: Description
  nonisolated(unsafe) let actions: Actions
}

extension ContentUnavailableView: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let children =
      ViewEvaluator.nodes(of: label, in: environment) + ViewEvaluator.nodes(of: description, in: environment)
      + ViewEvaluator.nodes(of: actions, in: environment)
    return [ViewEvaluator.node("ContentUnavailableView", children: children, in: environment)]
  }
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label<Text, Image>(title: { Text(title) }, icon: { Image(systemName: name) }) },
      description: { description })
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label<Text, Image>(title: { Text(title) }, icon: { Image(systemName: name) }) },
      description: { description })
  }
}

// SwiftUI.swiftinterface (iOS 18.0): `nonisolated public init<V>(value: V?, total: V = 1.0) where
// Label == EmptyView, CurrentValueLabel == EmptyView, V : BinaryFloatingPoint`. ProgressView:
// ButtonStyle.swift.
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { "\(Double($0))/\(Double(total))" } ?? "indeterminate"
  }
}

extension View {
  // doc: view/badge(_:)-(Int), -(Text?), -(LocalizedStringKey?) and -(StringProtocol?)
  // (`@_disfavoredOverload`); iOS 15, macOS 12, not tvOS or watchOS.
  nonisolated public func badge(_ count: Int) -> some View { _standInModified(count) }
  nonisolated public func badge(_ label: Text?) -> some View { _standInModified(label) }
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { _standInModified(key) }
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    _standInModified(label.map { String($0) })
  }
}
