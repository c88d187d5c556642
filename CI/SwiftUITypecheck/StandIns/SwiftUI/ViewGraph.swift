// Stand-ins for the underscored view-graph types SwiftUI's style protocols name in their
// requirements. Sources: see View.swift.
//
// SwiftUICore.swiftinterface (iOS 18.0): `public struct _ViewInputs {}`, `public struct _ViewOutputs
// {}` and `public struct _GraphValue<Value> : Equatable`, each with no public initializer and an
// `@available(*, unavailable)` Sendable conformance. App code can name them but never make one, so
// a style protocol whose requirements use them (ListStyle, PickerStyle) can be adopted only by
// SwiftUI's own styles: an app's `struct MyStyle: ListStyle {}` does not compile.

public struct _ViewInputs {
  init() {}
}

public struct _ViewOutputs {
  init() {}
}

public struct _GraphValue<Value>: Equatable {
  init() {}
}

@available(*, unavailable)
extension _ViewInputs: Sendable {}
@available(*, unavailable)
extension _ViewOutputs: Sendable {}
@available(*, unavailable)
extension _GraphValue: Sendable {}
