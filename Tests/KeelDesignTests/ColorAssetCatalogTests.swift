import Foundation
import Testing

@testable import KeelDesign

@Suite struct ColorAssetCatalogTests {
  /// The `(light, dark)` colours a generated colour set declares, read back as Xcode would.
  private func colors(in json: String) throws -> (light: RGBAColor, dark: RGBAColor) {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let entries = try #require(object["colors"] as? [[String: Any]])
    #expect(entries.count == 2)
    func rgba(_ entry: [String: Any]) throws -> RGBAColor {
      let color = try #require(entry["color"] as? [String: Any])
      #expect(color["color-space"] as? String == "srgb")
      let components = try #require(color["components"] as? [String: String])
      func byte(_ key: String) throws -> Double {
        let text = try #require(components[key])
        return Double(try #require(UInt8(text.dropFirst(2), radix: 16))) / 255
      }
      return RGBAColor(
        red: try byte("red"), green: try byte("green"), blue: try byte("blue"),
        alpha: Double(try #require(components["alpha"])) ?? -1)
    }
    let dark = try #require(entries.first { $0["appearances"] != nil })
    let light = try #require(entries.first { $0["appearances"] == nil })
    let appearance = try #require((dark["appearances"] as? [[String: String]])?.first)
    #expect(appearance == ["appearance": "luminosity", "value": "dark"])
    return (try rgba(light), try rgba(dark))
  }

  @Test(arguments: Palette.allCases)
  func everyTokenHasAColourSetWithItsLightAndDarkValues(token: Palette) throws {
    let json = try #require(ColorAssetCatalog.files()["Palette/\(token.rawValue).colorset/Contents.json"])
    let (light, dark) = try colors(in: json)
    #expect(light.hexString == token.light.hexString)
    #expect(dark.hexString == token.dark.hexString)
  }

  @Test func theAccentAndLaunchBackgroundFollowTheTheme() throws {
    let files = ColorAssetCatalog.files(theme: .petal)
    let accent = try colors(in: try #require(files["AccentColor.colorset/Contents.json"]))
    #expect(accent.light.hexString == Theme.petal.color(.accent, in: .light).rgba.hexString)
    #expect(accent.dark.hexString == Theme.petal.color(.accent, in: .dark).rgba.hexString)
    let launch = try colors(in: try #require(files["LaunchBackground.colorset/Contents.json"]))
    #expect(launch.dark.hexString == Theme.petal.color(.background, in: .dark).rgba.hexString)
  }

  @Test func theNamesAreThoseOfTheFiles() {
    let files = ColorAssetCatalog.files()
    #expect(files.count == Palette.allCases.count + 3)
    for name in ColorAssetCatalog.colorNames {
      #expect(files.keys.contains { $0.hasSuffix("\(name).colorset/Contents.json") }, "\(name)")
    }
    let folder = try? JSONSerialization.jsonObject(with: Data((files["Palette/Contents.json"] ?? "").utf8))
    let properties = (folder as? [String: Any])?["properties"] as? [String: Bool]
    #expect(properties == ["provides-namespace": false], "Palette/ must not prefix the colour names")
  }
}
