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
    _presentation(title: titleKey, isPresented: isPresented, actions: actions)
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _presentation(title: title, isPresented: isPresented, actions: actions)
  }

  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    _presentation(title: titleKey, isPresented: isPresented, actions: actions, message: message)
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _presentation(title: title, isPresented: isPresented, actions: actions, message: message)
  }

  // SwiftUI.swiftinterface (iOS 18.0): the `presenting data: T?` forms, `actions: (T) -> A` and
  // `message: (T) -> M`, for LocalizedStringKey and (`@_disfavoredOverload`) StringProtocol titles.
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _presentation(
      title: titleKey, isPresented: isPresented, data: data, actions: { actions($0) }, message: { _ in EmptyView() })
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _presentation(
      title: title, isPresented: isPresented, data: data, actions: { actions($0) }, message: { _ in EmptyView() })
  }

  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _presentation(
      title: titleKey, isPresented: isPresented, data: data, actions: { actions($0) }, message: { message($0) })
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    _presentation(
      title: title, isPresented: isPresented, data: data, actions: { actions($0) }, message: { message($0) })
  }

  // doc: view/confirmationdialog(_:ispresented:titlevisibility:actions:) and
  // view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:), each for
  // LocalizedStringKey and StringProtocol (`@_disfavoredOverload`) titles.
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    _presentation(title: titleKey, isPresented: isPresented, actions: actions)
  }

  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    _presentation(title: title, isPresented: isPresented, actions: actions)
  }

  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _presentation(
      title: titleKey, isPresented: isPresented, data: data, actions: { actions($0) }, message: { _ in EmptyView() })
  }

  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _presentation(
      title: title, isPresented: isPresented, data: data, actions: { actions($0) }, message: { _ in EmptyView() })
  }

  // doc: view/interactivedismissdisabled(_:) (iOS 15, macOS 12).
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    _standInModified(isDisabled)
  }
}

extension View {
  /// An alert or a dialog in the view tree: its title and whether it shows, and while it shows,
  /// its actions and message (built only then, as SwiftUI does).
  nonisolated func _presentation<A: View, M: View>(
    function: String = #function, title: Any, isPresented: Binding<Bool>, actions: () -> A,
    message: () -> M = { EmptyView() }
  ) -> ModifiedContent<Self, _RecordedModifier> {
    let shown = isPresented.wrappedValue
    return _standInModified(function: function, title, LabeledArgument("isPresented", shown)) { modifier in
      if shown { modifier.content = [ViewBox(actions()), ViewBox(message())] }
    }
  }

  nonisolated func _presentation<A: View, M: View, T>(
    function: String = #function, title: Any, isPresented: Binding<Bool>, data: T?, actions: (T) -> A,
    message: (T) -> M
  ) -> ModifiedContent<Self, _RecordedModifier> {
    let shown = isPresented.wrappedValue
    return _standInModified(function: function, title, LabeledArgument("isPresented", shown)) { modifier in
      if shown, let data { modifier.content = [ViewBox(actions(data)), ViewBox(message(data))] }
    }
  }
}
