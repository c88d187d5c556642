#if canImport(UIKit)
  import Foundation
  import UIKit

  extension UIColor {
    /// A fixed sRGB colour from a KeelDesign value.
    public convenience init(_ rgba: RGBAColor) {
      self.init(
        red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }

    /// Seed 000's `label.textColor = .palette(.black500)`: resolves the token's light or dark value
    /// from the trait collection each time UIKit draws.
    public static func palette(_ token: Palette) -> UIColor {
      let light = token.light
      let dark = token.dark
      return UIColor { traits in
        UIColor(traits.userInterfaceStyle == .dark ? dark : light)
      }
    }
  }

  extension UIFont {
    /// The system font for `typography`, scaled for the person's Dynamic Type size relative to
    /// the style's text style (`UIFontMetrics`), so `label.font = .typography(.body.regular)`
    /// follows Settings › Display & Brightness › Text Size.
    public static func typography(_ typography: Typography) -> UIFont {
      let base = UIFont.systemFont(ofSize: CGFloat(typography.size), weight: UIFont.Weight(typography.weight))
      return UIFontMetrics(forTextStyle: UIFont.TextStyle(typography.dynamicTypeStyle)).scaledFont(for: base)
    }
  }

  extension UIFont.Weight {
    public init(_ weight: FontWeight) {
      switch weight {
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }

  extension UIFont.TextStyle {
    /// UIKit names `title` and `caption` `title1` and `caption1`.
    public init(_ style: DynamicTypeStyle) {
      switch style {
      case .largeTitle: self = .largeTitle
      case .title: self = .title1
      case .title2: self = .title2
      case .title3: self = .title3
      case .headline: self = .headline
      case .body: self = .body
      case .callout: self = .callout
      case .subheadline: self = .subheadline
      case .footnote: self = .footnote
      case .caption: self = .caption1
      case .caption2: self = .caption2
      }
    }
  }
#endif
