// Stand-in for SwiftUI's LocalizedStringKey
// (https://developer.apple.com/documentation/swiftui/localizedstringkey) and Text's initializer
// taking one. Like Apple's, the key is stored in a property named `key` (read by reflection in
// generated L10n code); no lookup happens here.
import Foundation

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  let key: String

  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.format }

  public struct StringInterpolation: StringInterpolationProtocol {
    var format = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { format += literal }
    public mutating func appendInterpolation(_ string: String) { format += "%@" }
  }
}

// Apple declares the key not Sendable, explicitly: a key cannot cross actors or sit in a
// `static let` of a nonisolated type.
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

extension Text {
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {}
}
