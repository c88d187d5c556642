// Stand-ins for SwiftUI's button styling, from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/buttonstyle, .../buttonstyleconfiguration,
// .../view/buttonstyle(_:)-7qx1, .../view/disabled(_:), .../progressview, .../view/tint(_:)-93mfq).

@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
  @MainActor @preconcurrency
  public struct Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
  }
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  nonisolated public init() {}
}

extension View {
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _standInModified() }
  nonisolated public func disabled(_ disabled: Bool) -> some View { _standInModified() }
  nonisolated public func tint(_ tint: Color?) -> some View { _standInModified() }
}
