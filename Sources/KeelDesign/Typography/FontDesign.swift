/// The system font design a theme uses (SwiftUI's `Font.Design`).
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
  /// The system font design of the same name.
  case `default`, rounded, serif, monospaced
}
