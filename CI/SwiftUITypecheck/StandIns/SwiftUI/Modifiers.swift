// Stand-in for SwiftUI's modifier machinery
// (https://developer.apple.com/documentation/swiftui/viewmodifier).
// Concrete modifiers are declared beside the feature that uses them, each returning
// `some View` as Apple's do.

@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct EmptyModifier: ViewModifier {
  nonisolated public init() {}
  public func body(content: Content) -> Content { content }
}

extension View {
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// The return value of every stand-in modifier: type-checks as `some View`, draws nothing.
  /// Internal, so no client can call a member Apple's `View` does not have.
  nonisolated func _standInModified() -> some View {
    ModifiedContent(content: self, modifier: EmptyModifier())
  }
}
