// Stand-in for SwiftUI's LocalizedStringKey and Text's initializer taking one. Sources: see
// View.swift. No lookup happens here. Generated L10n members are Strings, which reach Text's
// StringProtocol initializer (Text.swift), not these: a LocalizedStringKey is what a literal
// such as `Text("Done")` becomes, looked up by SwiftUI in the main bundle.
import Foundation

// doc: localizedstringkey (`@frozen public struct LocalizedStringKey : Equatable,
// ExpressibleByStringInterpolation`). Issue 21 (SwiftUICore.swiftinterface): its Sendable
// conformance is `@available(*, unavailable)`, declared below.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  let key: String

  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.format }

  // doc: localizedstringkey/stringinterpolation.
  public struct StringInterpolation: StringInterpolationProtocol {
    var format = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { format += literal }
    public mutating func appendInterpolation(_ string: String) { format += "%@" }
  }
}

// A key cannot cross actors or sit in a `static let` of a nonisolated type.
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

// Not read in the interface; it holds the key's arguments, so it is taken to be as unsendable
// as the key it builds.
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

// doc: text/init(_:tablename:bundle:comment:). Text is nonisolated and Sendable (Text.swift).
extension Text {
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {}
}
