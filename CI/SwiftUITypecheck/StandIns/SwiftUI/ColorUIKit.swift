// Stand-in for SwiftUI's bridge from UIKit colours, available where UIKit is. Sources: see View.swift.
import UIKit

extension Color {
  // doc: color/init(uicolor:).
  public init(uiColor: UIColor) {}
}
