// Stand-ins for SwiftUI's controls: toggles, pickers, steppers and button roles. Sources: see
// View.swift. Views are `@MainActor @preconcurrency` with `nonisolated` initializers and an
// unavailable Sendable conformance, as SwiftUICore.swiftinterface (iOS 18.0) declares VStack.

// SwiftUI.swiftinterface (iOS 18.0): `@MainActor @preconcurrency public struct Toggle<Label> : View
// where Label : View`, unavailable Sendable, `nonisolated public init(isOn:label:)`, and where
// Label == Text `nonisolated public init(_ titleKey: LocalizedStringKey, isOn:)` and
// `@_disfavoredOverload nonisolated public init<S>(_ title: S, isOn:) where S : StringProtocol`.
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  let isOn: Binding<Bool>
  nonisolated(unsafe) let label: Label
}

extension Toggle: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let labelNodes = ViewEvaluator.nodes(of: label, in: environment)
    let node = ViewEvaluator.node(
      "Toggle", value: labelNodes.map(\.text).joined(separator: " "), [("isOn", String(isOn.wrappedValue))],
      in: environment)
    node.toggleBinding = isOn
    return [node]
  }
}

@available(*, unavailable)
extension Toggle: Sendable {}

extension Toggle where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

// doc: picker (`@MainActor @preconcurrency public struct Picker<Label, SelectionValue, Content> :
// View where Label : View, SelectionValue : Hashable, Content : View`),
// picker/init(selection:content:label:), picker/init(_:selection:content:)-(LocalizedStringKey,_,_)
// and -(StringProtocol,_,_) (`@_disfavoredOverload`). Rows name their value with `.tag(_:)`
// (Navigation.swift).
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  nonisolated(unsafe) let selection: Binding<SelectionValue>
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let label: Label
}

extension Picker: _PrimitiveView {
  /// Its rows as children; the selected one is the row whose `.tag(_:)` equals the selection.
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let labelNodes = ViewEvaluator.nodes(of: label, in: environment)
    let rows = ViewEvaluator.nodes(of: content, in: environment)
    let current = AnyHashable(selection.wrappedValue)
    let selected = rows.first { $0.tag == current }?.text ?? ArgumentDescription.describe(selection.wrappedValue)
    let node = ViewEvaluator.node(
      "Picker", value: labelNodes.map(\.text).joined(separator: " "),
      [("selection", ViewTreeRendererText.quoted(selected))], children: rows, in: environment)
    let binding = selection
    let tags = rows.compactMap(\.tag)
    node.selection = PickerSelection { tag in
      guard tags.contains(tag), let value = tag.base as? SelectionValue else { return false }
      binding.wrappedValue = value
      return true
    }
    return [node]
  }
}

@available(*, unavailable)
extension Picker: Sendable {}

extension Picker where Label == Text {
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

// SwiftUI.swiftinterface (iOS 18.0), as it declares WheelPickerStyle and InlinePickerStyle: `public
// protocol PickerStyle` (nonisolated static requirements only), each style `public struct
// …PickerStyle : PickerStyle` with `public init()`, `@available(*, unavailable) extension … :
// Sendable`, and `extension PickerStyle where Self == …PickerStyle { public static var … { get } }`.
// The requirements are kept in kind, reduced to one nonisolated static `_makeView` over the graph
// types (ViewGraph.swift), which only SwiftUI's styles implement, as for ListStyle (Lists.swift).
// InlinePickerStyle is iOS 14, macOS 11 there; per doc menupickerstyle (iOS 14, macOS 11) and
// segmentedpickerstyle (iOS 13, macOS 10.15; not watchOS): all three exist on macOS.
public protocol PickerStyle {
  nonisolated static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs
}

extension MenuPickerStyle {
  nonisolated public static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
    _ViewOutputs()
  }
}

extension InlinePickerStyle {
  nonisolated public static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
    _ViewOutputs()
  }
}

extension SegmentedPickerStyle {
  nonisolated public static func _makeView(value: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
    _ViewOutputs()
  }
}

public struct MenuPickerStyle: PickerStyle {
  public init() {}
}

public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

@available(*, unavailable)
extension MenuPickerStyle: Sendable {}
@available(*, unavailable)
extension InlinePickerStyle: Sendable {}
@available(*, unavailable)
extension SegmentedPickerStyle: Sendable {}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
  // doc: view/pickerstyle(_:) (`nonisolated public func pickerStyle<S>(_ style: S) -> some View
  // where S : PickerStyle`).
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _standInModified(style) }
}

// doc: stepper (`@MainActor @preconcurrency public struct Stepper<Label> : View where Label :
// View`; iOS 13, macOS 10.15, watchOS 9), stepper/init(_:value:in:step:oneditingchanged:)-
// (LocalizedStringKey,…) and -(StringProtocol,…) (`@_disfavoredOverload`), `V : Strideable`.
@MainActor @preconcurrency
public struct Stepper<Label: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

@available(*, unavailable)
extension Stepper: Sendable {}

extension Stepper where Label == Text {
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

// SwiftUI.swiftinterface (iOS 18.0): `public struct ButtonRole : Equatable, Sendable` (iOS 15,
// macOS 12) with `public static let destructive` and `public static let cancel`.
public struct ButtonRole: Equatable, Sendable {
  let id: Int
  public static let destructive = ButtonRole(id: 0)
  public static let cancel = ButtonRole(id: 1)
  /// What the view tree shows.
  var name: String { id == 0 ? "destructive" : "cancel" }
}

// doc: button/init(role:action:label:) and button/init(_:role:action:)-(LocalizedStringKey,_,_)
// and -(StringProtocol,_,_) (`@_disfavoredOverload`); the action is `@escaping @MainActor () ->
// Void` as in Button's other initializers (Stacks.swift).
extension Button {
  nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(role: role, action: action, label: label())
  }
}

extension Button where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action, label: Text(titleKey))
  }
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action, label: Text(title))
  }
}
