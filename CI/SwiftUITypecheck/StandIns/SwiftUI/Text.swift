// Stand-in for SwiftUI's Text (https://developer.apple.com/documentation/swiftui/text).

public struct Text: View, Equatable, Sendable {
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
  nonisolated public init(verbatim content: String) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}
