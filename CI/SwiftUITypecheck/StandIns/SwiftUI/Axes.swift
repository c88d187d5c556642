// Stand-ins for SwiftUI's axes and single-direction edges. Sources: see View.swift.
// SwiftUICore.swiftinterface (iOS 18.0) declares `Edge` the same way (Layout.swift); these follow
// it: `@frozen public enum … : Int8, CaseIterable` with a nested `@frozen public struct Set :
// OptionSet`, all Sendable.

// doc: axis (`@frozen public enum Axis : Int8, CaseIterable`, `Axis.Set`).
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

// doc: horizontaledge (`@frozen public enum HorizontalEdge : Int8, CaseIterable, Codable`).
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  case leading, trailing
}

// doc: verticaledge (`@frozen public enum VerticalEdge : Int8, Hashable, CaseIterable, Codable`).
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  case top, bottom
}
