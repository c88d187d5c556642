// Stand-in for SwiftUI's bridge from UIKit colours, available where UIKit is. Sources: see View.swift.
import UIKit

extension Color {
  // doc: color/init(uicolor:) (iOS 15, tvOS 15, watchOS 8; native macOS has `init(nsColor:)` instead).
  @available(macOS, unavailable)
  public init(uiColor: UIColor) { storedDescription = "UIColor" }
}
