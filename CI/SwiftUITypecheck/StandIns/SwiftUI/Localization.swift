// Stand-in for SwiftUI's LocalizedStringKey and Text's initializer taking one. Sources: see
// View.swift. No lookup happens here. Generated L10n members are Strings, which reach Text's
// StringProtocol initializer (Text.swift), not these: a LocalizedStringKey is what a literal
// such as `Text("Done")` becomes, looked up by SwiftUI in the main bundle.
import Foundation

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct LocalizedStringKey : Equatable,
// ExpressibleByStringInterpolation` with `public init(_ value: String)`, `init(stringLiteral:)`,
// `init(stringInterpolation:)`, a `StringInterpolation : StringInterpolationProtocol`, and
// `@available(*, unavailable)` Sendable conformances for both (declared below). (The interface's
// StringInterpolation also takes formatted values, Text, Image and dates; only String is declared.)
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

// SwiftUICore.swiftinterface (iOS 18.0): `@available(*, unavailable) extension
// LocalizedStringKey.StringInterpolation : Sendable`.
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

// SwiftUICore.swiftinterface (iOS 18.0): `public init(_ key: LocalizedStringKey, tableName: String? =
// nil, bundle: Bundle? = nil, comment: StaticString? = nil)` on Text (nonisolated, Text.swift).
extension Text {
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    content = key.key
  }
}
