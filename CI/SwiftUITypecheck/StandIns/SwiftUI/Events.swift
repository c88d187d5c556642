// Stand-ins for SwiftUI's value-change and safe-area modifiers. Sources: see View.swift.

import Foundation

extension View {
  // SwiftUICore.swiftinterface (iOS 18.0), iOS 17, macOS 14: `nonisolated public func onChange<V>(of
  // value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) ->
  // some View where V : Equatable` and the same with `_ action: @escaping () -> Void`.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    _standInModified()
  }

  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    _standInModified()
  }

  // doc: view/safeareainset(edge:alignment:spacing:content:)-6gwby (VerticalEdge, alignment
  // HorizontalAlignment) and -4s51l (HorizontalEdge, alignment VerticalAlignment); iOS 15, macOS 12.
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    _standInModified()
  }

  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    _standInModified()
  }
}
