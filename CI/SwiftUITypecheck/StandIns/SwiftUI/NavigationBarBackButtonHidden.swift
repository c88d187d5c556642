// Stand-in for hiding a pushed screen's back button. Sources: see View.swift.

extension View {
  // doc: view/navigationbarbackbuttonhidden(_:) (iOS 13, macOS 13, tvOS 13, watchOS 6, visionOS 1;
  // `nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View`).
  // Available on macOS 13, so not marked unavailable for the macOS build. Checked against Apple's
  // documentation page; the SDK interface was not read for it.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    _standInModified()
  }
}
