// Stand-in for Button's localized-title initializer. Sources: see View.swift.

// doc: button/init(_:action:)-(LocalizedStringKey,_) (iOS 13, macOS 10.15; `nonisolated init(_
// titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`, available when `Label`
// is `Text`). Checked against Apple's documentation page; the SDK interface was not read for it.
extension Button where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action, label: Text(titleKey))
  }
}
