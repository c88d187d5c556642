// The harness's view tree: what evaluating a view's body down to the stand-in primitives gives.
// Not Apple API, so it is `@_spi(ViewTree)`: only the harness's tests import it
// (`@_spi(ViewTree) import SwiftUI`), and code that passes the harness cannot use it by accident.

/// One view in an evaluated tree: a primitive (`Text`, `Button`, `VStack`…), a composite view
/// (named by its type, its body's views as children), or a slot such as a section's header.
@_spi(ViewTree)
@MainActor
public final class ViewNode {
  /// What the node is: the view's type name without generic arguments (`Button`, `SettingsView`),
  /// or the slot's name (`header`, `footer`, `toolbar`).
  public let kind: String
  /// The text the view shows itself (a `Text`'s string, a `TextField`'s title), if any.
  public internal(set) var value: String?
  /// Named facts about the view (`role: destructive`, `systemImage: plus`), in source order.
  public internal(set) var properties: [(name: String, value: String)] = []
  /// The modifiers applied to it, innermost first.
  public internal(set) var modifiers: [ViewModifierRecord] = []
  /// Its children: a container's views, a composite view's body, a control's label.
  public internal(set) var children: [ViewNode] = []
  /// Whether SwiftUI would take input on it (`.disabled(true)` above it makes this false).
  public internal(set) var isEnabled = true
  /// A slot groups views that are not the node's content (a header, a dialog's actions).
  let isSlot: Bool
  /// A composite view: its children are its evaluated body.
  let isComposite: Bool

  var tapAction: (@MainActor () -> Void)?
  var toggleBinding: Binding<Bool>?
  var textBinding: Binding<String>?
  var selection: PickerSelection?
  /// The `.tag(_:)` value, which picks this row in a picker.
  var tag: AnyHashable?

  init(kind: String, value: String? = nil, isSlot: Bool = false, isComposite: Bool = false) {
    self.kind = kind
    self.value = value
    self.isSlot = isSlot
    self.isComposite = isComposite
  }

  /// Every `Text` string in this node and below it, in order, joined by spaces: what a person
  /// reads on it (a button's title, a row's title and detail).
  public var text: String {
    var parts: [String] = []
    collectText(into: &parts)
    return parts.joined(separator: " ")
  }

  private func collectText(into parts: inout [String]) {
    if let value, kind == "Text" { parts.append(value) }
    for child in children { child.collectText(into: &parts) }
  }

  /// This node and every node below it (slots and modifier content included), depth first.
  public var descendants: [ViewNode] {
    var all: [ViewNode] = [self]
    for modifier in modifiers {
      for node in modifier.content { all += node.descendants }
    }
    for child in children { all += child.descendants }
    return all
  }

  /// The one node at or below this one for which `matches` holds (see ``ViewTree/find(_:where:)``).
  public func find(_ query: String, where matches: (ViewNode) -> Bool) throws(ViewTreeError) -> ViewNode {
    try ViewTree.single(query, in: descendants.filter(matches)) { ViewTreeRenderer.render([self]) }
  }

  /// The first modifier called `name` (`"navigationTitle"`), innermost first.
  public func modifier(_ name: String) -> ViewModifierRecord? {
    modifiers.first { $0.name == name }
  }

  /// The value of the property `name`, if the view has it.
  public func property(_ name: String) -> String? {
    properties.first { $0.name == name }?.value
  }

  // MARK: - Interaction

  /// Taps a button (or a link, or a row made of one) as a person would.
  public func tap() throws(ViewTreeError) {
    guard let tapAction else { throw .notInteractive(self, "tapped") }
    guard isEnabled else { throw .disabled(self) }
    tapAction()
  }

  /// Sets a toggle on or off through its binding.
  public func setToggle(_ isOn: Bool) throws(ViewTreeError) {
    guard let toggleBinding else { throw .notInteractive(self, "toggled") }
    guard isEnabled else { throw .disabled(self) }
    toggleBinding.wrappedValue = isOn
  }

  /// Replaces a text field's text, as typing would.
  public func type(_ text: String) throws(ViewTreeError) {
    guard let textBinding else { throw .notInteractive(self, "typed into") }
    guard isEnabled else { throw .disabled(self) }
    textBinding.wrappedValue = text
  }

  /// Picks the picker row tagged `value`.
  public func select<Value: Hashable>(_ value: Value) throws(ViewTreeError) {
    guard let selection else { throw .notInteractive(self, "selected in") }
    guard isEnabled else { throw .disabled(self) }
    guard selection.select(AnyHashable(value)) else { throw .noSuchOption(self, String(describing: value)) }
  }

  /// Runs the `.onAppear` actions of this node and every view in it, outermost first, as
  /// SwiftUI does when it shows them.
  public func appear() throws(ViewTreeError) {
    let actions = descendants.flatMap { $0.modifiers.filter { $0.name == "onAppear" }.compactMap(\.action) }
    guard !actions.isEmpty else { throw .notInteractive(self, "appeared (no .onAppear in it)") }
    for action in actions { action() }
  }

  /// Runs the `.refreshable` action of this node, as a pull to refresh does.
  public func refresh() async throws(ViewTreeError) {
    guard let action = modifier("refreshable")?.asyncAction else {
      throw .notInteractive(self, "refreshed (no .refreshable)")
    }
    await action()
  }
}

/// A modifier as the tree records it: its name, its arguments as text, and the views it shows
/// (a toolbar's items, a presented dialog's actions, a row's swipe actions).
@_spi(ViewTree)
@MainActor
public struct ViewModifierRecord {
  /// The modifier's name as written in code, without the dot (`navigationTitle`).
  public let name: String
  /// Its arguments, already rendered (`"Items"`, `isPresented: true`).
  public let arguments: [String]
  /// The views it adds, evaluated (empty when it shows nothing now, e.g. a dismissed sheet).
  public internal(set) var content: [ViewNode]
  var action: (() -> Void)?
  var asyncAction: (@Sendable () async -> Void)?
}

/// Why a look-up or an interaction in the tree failed, with the tree in the message.
@_spi(ViewTree)
public enum ViewTreeError: Error, CustomStringConvertible {
  case notFound(String, tree: String)
  case ambiguous(String, count: Int, tree: String)
  case notInteractive(String, String)
  case disabled(String)
  case noSuchOption(String, String)

  @MainActor static func notInteractive(_ node: ViewNode, _ what: String) -> ViewTreeError {
    .notInteractive(ViewTreeRenderer.headline(node), what)
  }

  @MainActor static func disabled(_ node: ViewNode) -> ViewTreeError {
    .disabled(ViewTreeRenderer.headline(node))
  }

  @MainActor static func noSuchOption(_ node: ViewNode, _ option: String) -> ViewTreeError {
    .noSuchOption(ViewTreeRenderer.headline(node), option)
  }

  public var description: String {
    switch self {
    case .notFound(let query, let tree): "no view matches \(query) in the tree:\n\(tree)"
    case .ambiguous(let query, let count, let tree): "\(count) views match \(query) in the tree:\n\(tree)"
    case .notInteractive(let node, let what): "\(node) cannot be \(what)"
    case .disabled(let node): "\(node) is disabled: SwiftUI would ignore the input"
    case .noSuchOption(let node, let option): "\(node) has no row tagged \(option)"
    }
  }
}

/// A picker's selection, type-erased: it accepts a tag of the picker's value type only.
struct PickerSelection {
  let select: @MainActor (AnyHashable) -> Bool
}
