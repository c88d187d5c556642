// Stand-in for SwiftUI's keyboard-type modifier, which names UIKit's type and exists only where
// UIKit does. Sources: see View.swift.
//
// SwiftUI.swiftinterface (iOS 18.0): `@available(iOS 13.0, tvOS 13.0, *) @available(macOS,
// unavailable) @available(watchOS, unavailable) nonisolated public func keyboardType(_ type:
// UIKit.UIKeyboardType) -> some View`. The harness's macOS build has no UIKit (Package.swift), so there the modifier
// does not exist at all, and app code must choose it with `#if canImport(UIKit)`.
#if canImport(UIKit)
  import UIKit

  @available(macOS, unavailable)
  extension View {
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _standInModified() }
  }
#endif
