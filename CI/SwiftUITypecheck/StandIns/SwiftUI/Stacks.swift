// Stand-ins for SwiftUI's layout containers and basic controls. Sources: see View.swift.

import Foundation

// SwiftUICore.swiftinterface: `@frozen public struct HorizontalAlignment : Equatable`, and
// `extension HorizontalAlignment : Sendable {}`.
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
  let id: Int
}

// SwiftUICore.swiftinterface: `@frozen public struct VerticalAlignment : Equatable`, and
// `extension VerticalAlignment : Sendable {}`.
public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  let id: Int
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct Alignment : Equatable`, `@inlinable
// public init(horizontal:vertical:)`, `static let center, leading, trailing, top, bottom` (and the
// corners); Sendable per doc: alignment.
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

// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct VStack<Content> : View`,
// `@inlinable nonisolated public init(alignment:spacing:content:)`, and
// `@available(*, unavailable) extension VStack : Sendable {}`.
@MainActor @preconcurrency
public struct VStack<Content: View>: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

@available(*, unavailable)
extension VStack: Sendable {}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen @MainActor @preconcurrency public struct HStack<Content>
// : View`, `@inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing:
// CGFloat? = nil, content:)`, and `@available(*, unavailable) extension HStack : Sendable {}`.
@MainActor @preconcurrency
public struct HStack<Content: View>: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

@available(*, unavailable)
extension HStack: Sendable {}

// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct ZStack<Content> : View`,
// `@inlinable nonisolated public init(alignment:content:)`, and
// `@available(*, unavailable) extension ZStack : Sendable {}`.
@MainActor @preconcurrency
public struct ZStack<Content: View>: View {
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

@available(*, unavailable)
extension ZStack: Sendable {}

// SwiftUICore.swiftinterface: `@MainActor @preconcurrency public struct Spacer` with
// `@MainActor @preconcurrency public init(minLength:)`, and `extension Spacer : View {}`,
// `extension Spacer : Sendable {}`. Unlike the stacks' initializers, Spacer's is not nonisolated.
@MainActor @preconcurrency
public struct Spacer: Sendable {
  @MainActor @preconcurrency public var minLength: CGFloat?
  @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// doc: button (`@MainActor @preconcurrency public struct Button<Label> : View where Label : View`,
// `nonisolated public init(action: @escaping @MainActor () -> Void, label:)`).
@MainActor @preconcurrency
public struct Button<Label: View>: View {
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// Not Sendable, as SwiftUICore.swiftinterface declares its stacks (`@available(*, unavailable)
// extension VStack : Sendable`); without this, being `@MainActor` would make it Sendable.
@available(*, unavailable)
extension Button: Sendable {}

// doc: button/init(_:action:)-(StringProtocol).
extension Button where Label == Text {
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

// doc: image (`@frozen public struct Image : Equatable, Sendable`), a nonisolated value.
// SwiftUICore.swiftinterface (iOS 18.0): `public init(_ name: String, bundle: Bundle? = nil)` and
// `@available(macOS 11.0, *) public init(systemName: String)`, plain initializers of that
// nonisolated type.
public struct Image: Equatable, Sendable {
  nonisolated public init(systemName: String) {}
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
}

// Its View conformance is declared in an extension, as SwiftUICore.swiftinterface declares Text's
// (`extension Text : View`): in the struct's own declaration it would infer `@MainActor` for all
// of Image.
extension Image: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// doc: foreach. `ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`,
// a View where Content is one, and not Sendable.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

@available(*, unavailable)
extension ForEach: Sendable {}

// doc: foreach/init(_:content:).
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// doc: foreach/init(_:id:content:).
extension ForEach {
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}
