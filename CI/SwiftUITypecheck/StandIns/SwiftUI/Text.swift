// Stand-in for SwiftUI's Text. Sources: see View.swift.

// doc: text (`@frozen public struct Text : Equatable, Sendable`; a nonisolated value whose View
// conformance is main-actor isolated).
public struct Text: View, Equatable, Sendable {
  // doc: text/init(_:)-(StringProtocol), `@_disfavoredOverload` so a literal picks the localized
  // form; a String value (every generated L10n member) can only reach this one, which shows it
  // as it is ("Creates a text view that displays a stored string without localization").
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
  // doc: text/init(verbatim:).
  nonisolated public init(verbatim content: String) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}
