// Stand-ins for SwiftUI's button styling. Sources: see View.swift.

// doc: buttonstyle (`@MainActor @preconcurrency public protocol ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

// doc: buttonstyleconfiguration.
public struct ButtonStyleConfiguration {
  @MainActor @preconcurrency
  public struct Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
  }
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension ButtonStyleConfiguration.Label: Sendable {}

// doc: progressview.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension ProgressView: Sendable {}

// doc: progressview/init() (`where Label == EmptyView, CurrentValueLabel == EmptyView`).
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  nonisolated public init() {}
}

extension View {
  // doc: view/buttonstyle(_:)-7qx1.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _standInModified() }
  // SwiftUICore.swiftinterface: `@inlinable nonisolated public func disabled(_:)`.
  nonisolated public func disabled(_ disabled: Bool) -> some View { _standInModified() }
  // doc: view/tint(_:)-93mfq.
  nonisolated public func tint(_ tint: Color?) -> some View { _standInModified() }
}
