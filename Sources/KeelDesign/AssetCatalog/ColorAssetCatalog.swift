import Foundation

/// The named colours of an app's asset catalog, generated from the ``Palette`` so they cannot
/// drift from it: one colour set per palette token (`primary500.colorset`, with its light and
/// dark values), `AccentColor` (the standard theme's accent) and `LaunchBackground` (the
/// screen's background, for the launch screen). `keel design assets` writes ``files(theme:)``; its
/// `--check` mode compares them with what is on disk and fails on any difference.
///
/// Colour sets live in the catalog's `Palette` folder (no namespace, so Xcode's names are the
/// tokens' own: `Color("primary500")`); `AccentColor` and `LaunchBackground` sit at the top, where
/// Xcode's templates put the accent colour.
public enum ColorAssetCatalog {
  /// The folder, inside the `.xcassets`, that holds one colour set per palette token.
  public static let paletteFolder = "Palette"
  /// The colour set Xcode uses as the app's tint (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
  public static let accentColorName = "AccentColor"
  /// The colour set the launch screen fills the screen with (`UILaunchScreen.UIColorName`).
  public static let launchBackgroundName = "LaunchBackground"

  /// The theme role `AccentColor` takes its light and dark values from.
  public static let accentRole = ThemeRole.accent
  /// The theme role `LaunchBackground` takes its values from: the first screen's background, so
  /// the launch screen hands over to the app without a flash.
  public static let launchBackgroundRole = ThemeRole.background

  /// Every generated file, keyed by its path inside the `.xcassets` folder (for example
  /// `Palette/primary500.colorset/Contents.json`), with its exact contents.
  public static func files(theme: Theme = .standard) -> [String: String] {
    var files: [String: String] = [
      "\(paletteFolder)/Contents.json": folderContents,
      "\(accentColorName).colorset/Contents.json": colorSet(
        light: theme.color(accentRole, in: .light).rgba, dark: theme.color(accentRole, in: .dark).rgba),
      "\(launchBackgroundName).colorset/Contents.json": colorSet(
        light: theme.color(launchBackgroundRole, in: .light).rgba,
        dark: theme.color(launchBackgroundRole, in: .dark).rgba),
    ]
    for token in Palette.allCases {
      files["\(paletteFolder)/\(token.rawValue).colorset/Contents.json"] = colorSet(
        light: token.light, dark: token.dark)
    }
    return files
  }

  /// Every colour name the generated catalog defines, as code and Info.plist refer to them.
  public static var colorNames: Set<String> {
    Set(Palette.allCases.map(\.rawValue)).union([accentColorName, launchBackgroundName])
  }

  /// A folder that groups colour sets without prefixing their names.
  static let folderContents = """
    {
      "info" : {
        "author" : "keel",
        "version" : 1
      },
      "properties" : {
        "provides-namespace" : false
      }
    }

    """

  /// A colour set with a value for any appearance (`light`) and one for dark, as Xcode writes it.
  static func colorSet(light: RGBAColor, dark: RGBAColor) -> String {
    """
    {
      "colors" : [
        {
          "color" : \(color(light)),
          "idiom" : "universal"
        },
        {
          "appearances" : [
            {
              "appearance" : "luminosity",
              "value" : "dark"
            }
          ],
          "color" : \(color(dark)),
          "idiom" : "universal"
        }
      ],
      "info" : {
        "author" : "keel",
        "version" : 1
      }
    }

    """
  }

  /// One colour in sRGB with 8-bit hex components, Xcode's own notation for picked colours.
  private static func color(_ rgba: RGBAColor) -> String {
    """
    {
            "color-space" : "srgb",
            "components" : {
              "alpha" : "\(String(format: "%.3f", rgba.alpha))",
              "blue" : "\(hexByte(rgba.blue))",
              "green" : "\(hexByte(rgba.green))",
              "red" : "\(hexByte(rgba.red))"
            }
          }
    """
  }

  private static func hexByte(_ component: Double) -> String {
    String(format: "0x%02X", Int((component * 255).rounded()))
  }
}
