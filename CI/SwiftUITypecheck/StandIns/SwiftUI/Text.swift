// Stand-in for SwiftUI's Text. Sources: see View.swift.

// doc: text (`@frozen public struct Text : Equatable, Sendable`), a nonisolated value.
public struct Text: Equatable, Sendable {
  // doc: text/init(_:)-(StringProtocol), `@_disfavoredOverload` so a literal picks the localized form.
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
  // doc: text/init(verbatim:).
  nonisolated public init(verbatim content: String) {}
}

// SwiftUICore.swiftinterface (iOS 18.0): `extension SwiftUICore.Text : SwiftUICore.View` with `Body =
// Never`. Declared in an extension, as there: conforming to the main-actor View protocol in the
// struct's own declaration would infer `@MainActor` for all of Text (its `==` included).
extension Text: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}
