// Stand-ins for SwiftUI's text-entry modifiers that name UIKit's types and exist only where UIKit
// does. Sources: see View.swift. The harness's macOS build has no UIKit (Package.swift), so there
// they do not exist at all, and app code must choose them with `#if canImport(UIKit)` (macOS has
// its own `textContentType(_:)`, over AppKit's `NSTextContentType`).
#if canImport(UIKit)
  import UIKit

  @available(macOS, unavailable)
  extension View {
    // SwiftUI.swiftinterface (iOS 18.0): `@available(iOS 13.0, tvOS 13.0, *) @available(macOS,
    // unavailable) @available(watchOS, unavailable) nonisolated public func keyboardType(_ type:
    // UIKit.UIKeyboardType) -> some View`. The tree records the type (`.keyboardType(emailAddress)`).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _standInModified(type) }

    // doc: view/textcontenttype(_:)-ufdv (iOS 13.0+, iPadOS, Mac Catalyst, tvOS 13.0+, visionOS;
    // not macOS, which takes `NSTextContentType?`, nor watchOS): `nonisolated func
    // textContentType(_ textContentType: UITextContentType?) -> some View`. The tree records the
    // content type's raw value (`.textContentType("username")`), nil as `nil`.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
      _standInModified(textContentType?.rawValue)
    }
  }
#endif
