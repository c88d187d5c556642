#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  extension Color {
    /// Seed 000's `.foregroundColor(.palette(.black500))`: a token that follows light and dark
    /// like an asset-catalogue colour (through `UIColor.palette`, which resolves per trait collection).
    public static func palette(_ token: Palette) -> Color {
      Color(uiColor: .palette(token))
    }
  }
#endif
