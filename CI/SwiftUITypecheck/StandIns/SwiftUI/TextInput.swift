// Text entry, only the initializers the reference app uses. The SDK's SwiftUI.swiftinterface
// (iOS 18.0) declares both as `@MainActor @preconcurrency public struct …<Label> : View where
// Label : View` with `nonisolated` initializers; checked against Apple's documentation pages
// textfield/init(_:text:)-(LocalizedStringKey,_,_) and securefield/init(_:text:)-(LocalizedStringKey,_)
// (`nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`, where Label == Text).

@MainActor @preconcurrency
public struct TextField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension TextField where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension SecureField where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

// Not Sendable, as the SDK declares its views (`@available(*, unavailable) extension … : Sendable`);
// without this, being `@MainActor` would make them Sendable.
@available(*, unavailable)
extension TextField: Sendable {}
@available(*, unavailable)
extension SecureField: Sendable {}
