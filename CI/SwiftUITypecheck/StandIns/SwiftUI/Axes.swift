// Stand-ins for SwiftUI's axes and single-direction edges. Sources: see View.swift. Frozen enums
// without payloads and their option sets are Sendable.

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public enum Axis : Int8, CaseIterable` (horizontal,
// vertical) with `@frozen public struct Set : OptionSet` (`static let horizontal`, `vertical`),
// and `extension Axis : CustomStringConvertible`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public enum HorizontalEdge : Int8, CaseIterable,
// Codable` (iOS 15, macOS 12; leading, trailing; its nested `Set` is not used here).
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  case leading, trailing
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public enum VerticalEdge : Int8, CaseIterable,
// Codable` (iOS 15, macOS 12; top, bottom; its nested `Set` is not used here).
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  case top, bottom
}
