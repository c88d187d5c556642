// Stand-in for the UIKit API KeelDesign's adapters use. "doc:" names a page under
// https://developer.apple.com/documentation/uikit/; UIColor.h is
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h in the public
// repository xybp888/iOS-SDKs. UIColor, UIFont, UIFontMetrics and UITraitCollection are immutable,
// nonisolated and Sendable. The dynamic provider is declared `@Sendable`, at least as strict as
// the header's plain block, so a provider that compiles here compiles against either form.

import Foundation

// UIColor.h: `NS_SWIFT_SENDABLE @interface UIColor : NSObject`, `initWithRed:green:blue:alpha:`,
// `initWithDynamicProvider:` (iOS 13).
open class UIColor: NSObject, @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { super.init() }
}

// doc: uiuserinterfacestyle.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

// doc: uitraitcollection, uitraitcollection/userinterfacestyle.
open class UITraitCollection: NSObject, @unchecked Sendable {
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

// doc: uifont, uifont/systemfont(ofsize:weight:).
open class UIFont: NSObject, @unchecked Sendable {
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }

  // doc: uifont/init(name:size:) — UIFont.h's `+ (nullable UIFont *)fontWithName:(NSString *)fontName
  // size:(CGFloat)fontSize`, imported as a failable initializer: nil when no such face is loaded.
  public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init() }

  // doc: uifont/weight.
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
  }

  // doc: uifont/textstyle.
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

// doc: uifontmetrics (init(forTextStyle:), scaledFont(for:)).
open class UIFontMetrics: NSObject, @unchecked Sendable {
  public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
  open func scaledFont(for font: UIFont) -> UIFont { font }
}

// UITextInputTraits.h (iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/):
// `typedef NS_ENUM(NSInteger, UIKeyboardType)`; imported C enums are Sendable.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

// UITextInputTraits.h (iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/):
// `typedef NSString * UITextContentType NS_TYPED_ENUM API_UNAVAILABLE(watchos);` inside
// `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`, so Swift imports a Sendable struct over the
// string, with `init(rawValue:)` only (a typed enum, not an extensible one), and each
// `UIKIT_EXTERN UITextContentType const UITextContentTypeX` as a static member: `username` and
// `password` (iOS 11), `newPassword` and `oneTimeCode` (iOS 12), `emailAddress` (iOS 10). The raw
// values are UIKit's, the HTML autocomplete tokens (doc: uitextcontenttype).
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

// UIResponder.h and UIView.h (iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers):
// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject` and
// `... NS_SWIFT_UI_ACTOR @interface UIView : UIResponder`, so both are main-actor isolated classes;
// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER`. Only what a
// UIViewRepresentable's view needs.
@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) { super.init() }

  // UIView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`
  // (NSCoding's initializer, so `required`): a subclass with an initializer of its own must
  // implement it, as Xcode says.
  public required init?(coder: NSCoder) { return nil }

  // doc: uiview/window (`var window: UIWindow? { get }`), uiview/didmovetowindow() (`func
  // didMoveToWindow()`: the view was added to a window or removed from one), uiview/ishidden,
  // uiview/backgroundcolor (`@NSCopying var backgroundColor: UIColor?`).
  open private(set) weak var window: UIWindow?
  open var isHidden = false
  open var backgroundColor: UIColor?
  // doc: uiview/isuserinteractionenabled (`var isUserInteractionEnabled: Bool`, true for a view).
  open var isUserInteractionEnabled = true

  open func didMoveToWindow() {}

  // doc: uiview/endediting(_:) (`@discardableResult func endEditing(_ force: Bool) -> Bool`: the
  // text field in this view that is first responder, if any, resigns, and the keyboard goes).
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }

  /// The harness's hook: the view joins `window`'s hierarchy, as UIKit tells it through
  /// `didMoveToWindow()`.
  @_spi(ViewTree) public func _standInMove(to window: UIWindow?) {
    self.window = window
    didMoveToWindow()
  }
}
