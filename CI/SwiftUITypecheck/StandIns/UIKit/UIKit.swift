// Stand-in for the UIKit API KeelDesign's adapters use, declared from Apple's documentation:
// https://developer.apple.com/documentation/uikit/uicolor (init(red:green:blue:alpha:),
// init(dynamicProvider:)), .../uitraitcollection/userinterfacestyle, .../uiuserinterfacestyle,
// .../uifont/systemfont(ofsize:weight:), .../uifont/weight, .../uifont/textstyle,
// .../uifontmetrics (init(forTextStyle:), scaledFont(for:)).
// UIColor, UIFont, UIFontMetrics and UITraitCollection are immutable, nonisolated and Sendable
// in the SDK. The dynamic provider is declared `@Sendable`, stricter than the documentation page
// shows, so a provider that compiles here compiles against either form.

import Foundation

open class UIColor: NSObject, @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { super.init() }
}

public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

open class UITraitCollection: NSObject, @unchecked Sendable {
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

open class UIFont: NSObject, @unchecked Sendable {
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }

  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
  }

  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
  public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
  open func scaledFont(for font: UIFont) -> UIFont { font }
}
