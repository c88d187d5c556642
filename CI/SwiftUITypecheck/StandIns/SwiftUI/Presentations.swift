// Stand-ins for SwiftUI's alerts and confirmation dialogs, and for sheet dismissal. Sources: see
// View.swift. All are `nonisolated` view modifiers (iOS 15, macOS 12); their `actions` and
// `message` builders are called during the call, so they are not `@escaping`.

// SwiftUI.swiftinterface (iOS 18.0): `@frozen public enum Visibility : Hashable, CaseIterable`
// (iOS 15, macOS 12); frozen with no payloads, so Sendable.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

extension View {
  // doc: view/alert(_:ispresented:actions:)-(LocalizedStringKey,_,_) and -(StringProtocol,_,_)
  // (`@_disfavoredOverload`), and view/alert(_:ispresented:actions:message:) in the same pair.
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _standInModified()
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _standInModified()
  }

  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    _standInModified()
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _standInModified()
  }

  // doc: view/alert(_:ispresented:presenting:actions:) and
  // view/alert(_:ispresented:presenting:actions:message:), each for LocalizedStringKey and
  // StringProtocol (`@_disfavoredOverload`) titles; the builders receive the presented data.
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _standInModified()
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _standInModified()
  }

  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _standInModified()
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    _standInModified()
  }

  // doc: view/confirmationdialog(_:ispresented:titlevisibility:actions:) and
  // view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:), each for
  // LocalizedStringKey and StringProtocol (`@_disfavoredOverload`) titles.
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    _standInModified()
  }

  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    _standInModified()
  }

  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _standInModified()
  }

  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _standInModified()
  }

  // doc: view/interactivedismissdisabled(_:) (iOS 15, macOS 12).
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    _standInModified()
  }
}
