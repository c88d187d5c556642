// Stand-in for SwiftUI's Text. Sources: see View.swift.

// doc: text (`@frozen public struct Text : Equatable, Sendable`), a nonisolated value; its View
// conformance is an extension (main-actor isolated), as in SwiftUICore.swiftinterface.
public struct Text: Equatable, Sendable {
  // doc: text/init(_:)-(StringProtocol), `@_disfavoredOverload` so a literal picks the localized
  // form; a String value (every generated L10n member) can only reach this one, which shows it
  // as it is ("Creates a text view that displays a stored string without localization").
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  // doc: text/init(verbatim:).
  nonisolated public init(verbatim content: String) { self.content = content }
  /// What the view tree shows: the string, or a literal key as written (no lookup here).
  let content: String
}

// SwiftUICore.swiftinterface (iOS 18.0): `extension SwiftUICore.Text : SwiftUICore.View` with `Body =
// Never`. Declared in an extension, as there: conforming to the main-actor View protocol in the
// struct's own declaration would infer `@MainActor` for all of Text (its `==` included).
extension Text: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension Text: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("Text", value: content, in: environment)]
  }
}
