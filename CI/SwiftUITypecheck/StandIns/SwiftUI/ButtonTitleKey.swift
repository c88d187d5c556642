// Stand-in for a button titled by a localized key. Sources: see View.swift.

// doc: button/init(_:action:)-(LocalizedStringKey,_) (`@preconcurrency nonisolated init(_ titleKey:
// LocalizedStringKey, action: @escaping @MainActor () -> Void)`, available when `Label` is
// `Text`), the key form of Stacks.swift's StringProtocol initializer and of Controls.swift's
// `init(_:role:action:)`.
extension Button where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}
