// Stand-in for SwiftUI's core view protocol, declared from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/view) with Apple's actor attributes:
// `View` is `@MainActor @preconcurrency`, and `body` is main-actor isolated.

@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// Marks the primitive views below: they have no body of their own.
@MainActor
func primitiveBody() -> Never { fatalError("primitive view") }
