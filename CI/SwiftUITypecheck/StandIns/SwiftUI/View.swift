// Stand-in for SwiftUI's core view protocol.
//
// Sources named in the stand-ins' comments (public repository xybp888/iOS-SDKs):
//   SwiftUICore.swiftinterface = iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework/
//                                Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
//   SwiftUI.swiftinterface     = iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/
//                                Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// and "doc:" names a page under https://developer.apple.com/documentation/swiftui/.

// SwiftUICore.swiftinterface (iOS 18.0): `@_typeEraser(AnyView) @preconcurrency @MainActor public
// protocol View` with `associatedtype Body : View`, `@ViewBuilder @MainActor @preconcurrency var
// body: Self.Body { get }`, and nonisolated static `_makeView` requirements SwiftUI implements for
// every view (left out).
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: view (Never conforms to View, as the primitive views' Body).
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// Marks the primitive views below: they have no body of their own. Internal: not API.
@MainActor
func primitiveBody() -> Never { fatalError("primitive view") }
