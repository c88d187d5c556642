// Stand-ins for SwiftUI's fonts. Sources: see View.swift.

import Foundation

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct Font : Hashable, Sendable`.
public struct Font: Hashable, Sendable {
  // doc: font/system(size:weight:design:) (the iOS 16 form, weight and design optional).
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    Font()
  }

  // doc: font/custom(_:fixedsize:) (iOS 14): a face by name at a size Dynamic Type does not scale.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

  // doc: font/weight; SwiftUICore.swiftinterface: `extension Font.Weight : Sendable {}`.
  public struct Weight: Hashable, Sendable {
    let value: Double
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
  }

  // doc: font/design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  // doc: font/textstyle; SwiftUICore.swiftinterface: Equatable and Hashable extensions.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
}

// doc: scaledmetric (`@propertyWrapper public struct ScaledMetric<Value> : DynamicProperty
// where Value : BinaryFloatingPoint`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  public init(wrappedValue: Value) { value = wrappedValue }
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
  /// The value at the default Dynamic Type size: the view tree does not scale.
  public var wrappedValue: Value { value }
  let value: Value
}

extension View {
  // doc: view/font(_:).
  nonisolated public func font(_ font: Font?) -> some View { _standInModified() }
}
