import Testing

@testable import KeelDesign

@Suite struct DSColorTests {
  @Test func stateLayerMixesTheLayerInAndNamesBothColours() {
    let fill = DSColor(name: "primary600", rgba: RGBAColor(rgb: 0x000000))
    let label = DSColor(name: "white", rgba: RGBAColor(rgb: 0xFFFFFF))
    let pressed = fill.withStateLayer(label, opacity: 0.16)
    #expect(pressed.name == "primary600 + 16% white")
    #expect(pressed.rgba.hexString == "#292929")
    #expect(pressed.rgba.alpha == 1)
  }

  @Test func stateLayerOverClearIsTheLayerAlone() {
    let label = DSColor(name: "primary600", rgba: RGBAColor(rgb: 0x1F52D4))
    let pressed = DSColor.clear.withStateLayer(label, opacity: 0.16)
    #expect(pressed.rgba == RGBAColor(rgb: 0x1F52D4, alpha: 0.16))
  }

  @Test func compositingNamesTheBackdropOnlyWhenItShows() {
    let glass = DSColor(name: "surface at 78%", rgba: RGBAColor(rgb: 0xFFFFFF, alpha: 0.78))
    let backdrop = DSColor(name: "background", rgba: RGBAColor(rgb: 0x000000))
    let seen = glass.composited(over: backdrop)
    #expect(seen.name == "surface at 78% over background")
    #expect(seen.rgba.alpha == 1)
    #expect(abs(seen.rgba.red - 0.78) < 1e-9)
    let opaque = DSColor(name: "white", rgba: RGBAColor(rgb: 0xFFFFFF))
    #expect(opaque.composited(over: backdrop) == opaque)
  }

  @Test func descriptionCarriesNameAndHex() {
    #expect(DSColor(name: "black500", rgba: RGBAColor(rgb: 0x6E6E78)).description == "black500 (#6E6E78)")
  }
}
