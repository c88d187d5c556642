// Stand-in for SwiftUI's bridge from UIKit colours
// (https://developer.apple.com/documentation/swiftui/color/init(uicolor:)), available where UIKit is.
import UIKit

extension Color {
  public init(uiColor: UIColor) {}
}
