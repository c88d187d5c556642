/// Apple's Dynamic Type text styles, named as SwiftUI's `Font.TextStyle` names them (UIKit's
/// `UIFont.TextStyle` calls `title` and `caption` `title1` and `caption1`). A typography style
/// scales with the one it maps to.
public enum DynamicTypeStyle: String, CaseIterable, Hashable, Sendable {
  /// The Dynamic Type text style of the same name (`Font.TextStyle`, `UIFont.TextStyle`).
  case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}
