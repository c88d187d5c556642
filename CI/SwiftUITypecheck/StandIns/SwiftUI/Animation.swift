// Stand-ins for SwiftUI's animations and transitions. Sources: see View.swift.

import Foundation

// doc: animation (`@frozen public struct Animation : Equatable, Sendable`), animation/easeinout
// (`static var`) and animation/easeinout(duration:); SwiftUICore.swiftinterface (iOS 18.0):
// `extension Animation { public static let default: Animation }`.
public struct Animation: Equatable, Sendable {
  let id: Int
  let duration: TimeInterval
  public static let `default` = Animation(id: 0, duration: 0.35)
  public static var easeInOut: Animation { Animation(id: 1, duration: 0.35) }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(id: 1, duration: duration) }
}

// doc: withanimation(_:_:) (`public func withAnimation<Result>(_ animation: Animation? = .default,
// _ body: () throws -> Result) rethrows -> Result`; a free function with no isolation of its own).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct AnyTransition`, `@available(*,
// unavailable) extension AnyTransition : Sendable`, `public static func move(edge: Edge) ->
// AnyTransition`, `public static let opacity: AnyTransition`, `public func combined(with:)`.
public struct AnyTransition {
  let id: Int
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(id: 1) }
  public static var opacity: AnyTransition { AnyTransition(id: 2) }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
}

@available(*, unavailable)
extension AnyTransition: Sendable {}

extension View {
  // doc: view/transition(_:)-5h5h0 (`nonisolated public func transition(_ t: AnyTransition) ->
  // some View`).
  nonisolated public func transition(_ t: AnyTransition) -> some View { _standInModified() }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func animation<V>(_
  // animation: Animation?, value: V) -> some View where V : Equatable`.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    _standInModified()
  }
}
