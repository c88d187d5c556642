// Seed 000's styling examples as written there, so KeelDesign's adapters keep the seed's call
// shapes (`.typography(.title1.bold)`, `.foregroundColor(.palette(.black500))`,
// `Color.palette(...)`, `UIColor`/`UIFont` adapters) and the components compile in a themed view.
import KeelDesign
import SwiftUI
import UIKit

struct SeedStylingUsage: View {
  let themes: ThemeStore

  var body: some View {
    VStack(spacing: 16) {
      Text("Screen Title")
        .typography(.largeTitle.bold)
        .frame(maxWidth: .infinity, alignment: .leading)
      Text("Hello")
        .foregroundColor(.palette(.black500))
        .background(Color.palette(.primary500))
      Text("Emphasized text uses semibold by default").typography(.headline.semibold)
      Text("Small supporting text").typography(.caption2.medium)
      DSButton("Continue", variant: .primary) {}
      DSButton("Saving", variant: .secondary, size: .small, isLoading: true) {}
      DSListRow("Language", detail: Text(verbatim: "English"), variant: .value)
      DSCard(Text("Weekly summary"), message: Text("5 tasks completed"), variant: .glass)
      DSButton(String("Dynamic title")) {}
    }
    .padding(DSSpacing.lg.points)
    .keelTheme(themes)
  }
}

/// UIKit: `label.textColor = .palette(.black500)`, `view.backgroundColor = .palette(.primary100)`.
let seedTextColor: UIColor = .palette(.black500)
let seedBackgroundColor: UIColor = .palette(.primary100)
let seedBodyFont: UIFont = .typography(.body.regular)
