// Stand-ins for SwiftUI's fonts, from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/font, .../font/system(size:weight:design:)
// (iOS 16 form with optional weight and design), .../font/weight, .../font/design,
// .../font/textstyle, .../scaledmetric).

import Foundation

public struct Font: Hashable, Sendable {
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    Font()
  }

  public struct Weight: Hashable, Sendable {
    let value: Double
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
  }

  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
}

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  public init(wrappedValue: Value) {}
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
  public var wrappedValue: Value { fatalError("stand-in") }
}

extension View {
  nonisolated public func font(_ font: Font?) -> some View { _standInModified() }
}
