// Text entry: the LocalizedStringKey-titled initializers (the String-titled and `axis:` ones are in
// TextEntry.swift). Checked against the SDK's
// SwiftUI.swiftinterface (iOS 18.0): both views are `@MainActor @preconcurrency public struct …<Label>
// : View where Label : View` with every initializer `nonisolated`, the `LocalizedStringKey` title forms
// preferred and the `StringProtocol` title forms `@_disfavoredOverload` (as the interface declares
// TextField's `init(_:value:format:prompt:)` pairs), and `@available(*, unavailable) extension … :
// Sendable`; the `text:` initializers themselves against Apple's documentation pages
// textfield/init(_:text:)-(LocalizedStringKey,_,_), textfield/init(_:text:)-(StringProtocol,_,_),
// securefield/init(_:text:)-(LocalizedStringKey,_) and securefield/init(_:text:)-(StringProtocol,_)
// (`nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`, `nonisolated
// init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`, where Label == Text).
// The binding is exactly `Binding<String>` (no optional, no generic value), so a `String` or an
// optional binding fails here as in Xcode.

@MainActor @preconcurrency
public struct TextField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  let title: Text
  let text: Binding<String>
}

extension TextField where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    title = Text(titleKey)
    self.text = text
  }
}

@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
  let title: Text
  let text: Binding<String>
}

extension SecureField where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    title = Text(titleKey)
    self.text = text
  }
}

extension TextField: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [TextEntryNode.node("TextField", title: title, text: text, shown: text.wrappedValue, in: environment)]
  }
}

extension SecureField: _PrimitiveView {
  /// The text is typed but never shown: the tree says how many characters there are.
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    let dots = String(repeating: "•", count: text.wrappedValue.count)
    return [TextEntryNode.node("SecureField", title: title, text: text, shown: dots, in: environment)]
  }
}

@MainActor
enum TextEntryNode {
  /// A text editor has no title: `title` nil leaves the node without a value.
  static func node(
    _ kind: String, title: Text?, text: Binding<String>, shown: String, in environment: EnvironmentValues
  ) -> ViewNode {
    let node = ViewEvaluator.node(
      kind, value: title?.content, [("text", ViewTreeRendererText.quoted(shown))], in: environment)
    node.textBinding = text
    return node
  }
}

// Not Sendable, as the SDK declares its views (`@available(*, unavailable) extension … : Sendable`);
// without this, being `@MainActor` would make them Sendable.
@available(*, unavailable)
extension TextField: Sendable {}
@available(*, unavailable)
extension SecureField: Sendable {}
