import Testing

@testable import KeelDesign

@Suite struct RGBAColorTests {
  @Test func parsesHexInItsThreeForms() throws {
    #expect(try RGBAColor(hex: "#1F52D4") == RGBAColor(rgb: 0x1F52D4))
    #expect(try RGBAColor(hex: "1f52d4") == RGBAColor(rgb: 0x1F52D4))
    #expect(try RGBAColor(hex: "#777") == RGBAColor(rgb: 0x777777))
    let translucent = try RGBAColor(hex: "#FF000080")
    #expect(translucent.red == 1 && translucent.green == 0)
    #expect(abs(translucent.alpha - 128.0 / 255) < 1e-9)
    #expect(translucent.hexString == "#FF000080")
    #expect(RGBAColor(rgb: 0x0A0B0C).hexString == "#0A0B0C")
  }

  @Test func badHexNamesTheStringAndTheProblem() {
    #expect(throws: RGBAColor.HexError(input: "#12G", problem: .notHexDigit("G"))) { try RGBAColor(hex: "#12G") }
    #expect(throws: RGBAColor.HexError(input: "#1234", problem: .wrongLength(4))) { try RGBAColor(hex: "#1234") }
    #expect(throws: RGBAColor.HexError(input: "#", problem: .empty)) { try RGBAColor(hex: "#") }
    let error = RGBAColor.HexError(input: "#12G", problem: .notHexDigit("G"))
    #expect(error.description == "invalid hex colour \"#12G\": 'G' is not a hexadecimal digit")
    #expect(RGBAColor.HexError(input: "#1234", problem: .wrongLength(4)).description.contains("4 digits"))
  }

  @Test func componentsAreClamped() {
    let color = RGBAColor(red: 1.5, green: -0.2, blue: 0.5, alpha: 2)
    #expect(color.red == 1 && color.green == 0 && color.blue == 0.5 && color.alpha == 1)
  }

  @Test func relativeLuminanceMatchesWCAG() {
    #expect(RGBAColor(rgb: 0x000000).relativeLuminance == 0)
    #expect(abs(RGBAColor(rgb: 0xFFFFFF).relativeLuminance - 1) < 1e-12)
    // Pure green carries 0.7152 of the luminance, pure blue 0.0722 (WCAG's coefficients).
    #expect(abs(RGBAColor(rgb: 0x00FF00).relativeLuminance - 0.7152) < 1e-12)
    #expect(abs(RGBAColor(rgb: 0x0000FF).relativeLuminance - 0.0722) < 1e-12)
    // #808080: ((0.50196 + 0.055) / 1.055)^2.4 = 0.21586.
    #expect(abs(RGBAColor(rgb: 0x808080).relativeLuminance - 0.21586) < 1e-4)
  }

  @Test func contrastRatiosMatchKnownWCAGValues() {
    let white = RGBAColor(rgb: 0xFFFFFF)
    let black = RGBAColor(rgb: 0x000000)
    #expect(abs(black.contrastRatio(on: white) - 21) < 1e-9)
    #expect(abs(white.contrastRatio(on: black) - 21) < 1e-9)
    #expect(white.contrastRatio(on: white) == 1)
    // #777 on white is the classic "just fails AA" grey: 4.48:1.
    #expect(abs(RGBAColor(rgb: 0x777777).contrastRatio(on: white) - 4.48) < 0.005)
    // #767676 is the lightest grey that passes AA on white: 4.54:1.
    #expect(abs(RGBAColor(rgb: 0x767676).contrastRatio(on: white) - 4.54) < 0.005)
    // WebAIM's checker: #0000FF on white is 8.59:1.
    #expect(abs(RGBAColor(rgb: 0x0000FF).contrastRatio(on: white) - 8.59) < 0.005)
  }

  @Test func translucentForegroundIsCompositedBeforeMeasuring() {
    let white = RGBAColor(rgb: 0xFFFFFF)
    let halfBlack = RGBAColor(rgb: 0x000000, alpha: 0.5)
    let composited = halfBlack.composited(over: white)
    #expect(abs(composited.red - 0.5) < 1e-9 && composited.alpha == 1)
    #expect(abs(halfBlack.contrastRatio(on: white) - composited.contrastRatio(on: white)) < 1e-12)
    #expect(halfBlack.contrastRatio(on: white) < RGBAColor(rgb: 0x000000).contrastRatio(on: white))
  }

  @Test func compositingTranslucentOverTranslucentStaysTranslucent() {
    let layer = RGBAColor(rgb: 0xFFFFFF, alpha: 0.5)
    let clear = RGBAColor(rgb: 0x000000, alpha: 0)
    let result = layer.composited(over: clear)
    #expect(result == layer)
    let both = layer.composited(over: RGBAColor(rgb: 0x000000, alpha: 0.5))
    #expect(abs(both.alpha - 0.75) < 1e-9)
  }

  @Test func cssIsUsableInAStyleSheet() {
    #expect(RGBAColor(rgb: 0x1F52D4).css == "rgba(31, 82, 212, 1)")
    #expect(RGBAColor(rgb: 0x000000, alpha: 0.12).css == "rgba(0, 0, 0, 0.12)")
  }
}
