// Stand-ins for SwiftUI's layout containers and basic controls, from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/vstack and siblings).

import Foundation

public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
  let id: Int
}

public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  let id: Int
}

public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
}

public struct VStack<Content: View>: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct HStack<Content: View>: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct ZStack<Content: View>: View {
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

@MainActor @preconcurrency
public struct Spacer: View {
  @MainActor @preconcurrency public var minLength: CGFloat?
  // Unlike the stacks' initializers, Spacer's is main-actor isolated, not nonisolated.
  @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct Button<Label: View>: View {
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension Button where Label == Text {
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public struct Image: View, Equatable, Sendable {
  nonisolated public init(systemName: String) {}
  nonisolated public init(_ name: String) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach {
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}
