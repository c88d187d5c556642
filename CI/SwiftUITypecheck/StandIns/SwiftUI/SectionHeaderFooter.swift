// Stand-in for a section with both a header and a footer. Sources: see View.swift.

// doc: section/init(content:header:footer:) (iOS 13, macOS 10.15; `init(@ViewBuilder content: () ->
// Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)`, available when
// all three are views). `Section` is not main-actor isolated (Lists.swift), so its initializers are
// nonisolated as the others there. Checked against Apple's documentation page; the SDK interface
// was not read for it.
extension Section where Parent: View, Content: View, Footer: View {
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }
}
