/// The system font design a theme uses (SwiftUI's `Font.Design`).
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
  case `default`, rounded, serif, monospaced
}
