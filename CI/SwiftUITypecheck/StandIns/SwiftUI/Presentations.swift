// Stand-ins for SwiftUI's alerts and confirmation dialogs, and for sheet dismissal. Sources: see
// View.swift. All are `nonisolated` view modifiers (iOS 15, macOS 12); their `actions` and
// `message` builders are called during the call, so they are not `@escaping`.

// SwiftUI.swiftinterface (iOS 18.0): `@frozen public enum Visibility : Hashable, CaseIterable`
// (iOS 15, macOS 12); frozen with no payloads, so Sendable.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

extension View {
  // SwiftUI.swiftinterface (iOS 18.0), iOS 15, macOS 12: `nonisolated public func alert<A>(_
  // titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)`, its
  // `@_disfavoredOverload` `S : StringProtocol` twin, and both again with `@ViewBuilder message: () ->
  // M` (the interface's `Text`-titled forms are not declared here).
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

  // SwiftUI.swiftinterface (iOS 18.0): the `presenting data: T?` forms, `actions: (T) -> A` and
  // `message: (T) -> M`, for LocalizedStringKey and (`@_disfavoredOverload`) StringProtocol titles.
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
