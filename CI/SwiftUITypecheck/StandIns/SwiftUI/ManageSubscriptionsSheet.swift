// `manageSubscriptionsSheet(isPresented:)`, checked against iPhoneOS18.0.sdk's
// _StoreKit_SwiftUI.framework/Modules/_StoreKit_SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// (public repository xybp888/iOS-SDKs): `@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
// @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
// extension SwiftUICore.View { nonisolated public func manageSubscriptionsSheet(isPresented:
// SwiftUICore.Binding<Swift.Bool>) -> some SwiftUICore.View }`. In the SDK it belongs to StoreKit's
// SwiftUI overlay, which a file sees when it imports both StoreKit and SwiftUI. Linux has no
// cross-import overlays, and the StoreKit stand-in is a package of its own that cannot see this
// SwiftUI, so it is declared here; the one gap is that the harness does not insist on `import
// StoreKit` beside it (the app's file imports it, as Xcode requires). The sheet is Apple's: the
// tree shows the modifier and whether it is presented, never content. The macOS build marks it
// unavailable, as `fullScreenCover`.
#if KEEL_HARNESS_MACOS
  extension View {
    @available(*, unavailable, message: "not on macOS: the SDK declares it @available(macOS, unavailable)")
    nonisolated public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
      _standInModified()
    }
  }
#else
  @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    nonisolated public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
      _standInModified(LabeledArgument("isPresented", isPresented.wrappedValue))
    }
  }
#endif
