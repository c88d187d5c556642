/// Seed 000's `FontFamily`: the typeface the typography is set in. ``system`` is San Francisco in
/// the theme's ``FontDesign``; a bundled family names one face per weight by its PostScript name
/// (`"Inter-SemiBold"`), and a weight it lacks is drawn in the nearest weight it has.
///
/// Sizes and Dynamic Type scaling do not depend on the family: ``Typography`` gives the size and
/// the text style it scales with, whichever typeface draws it.
public struct FontFamily: Hashable, Sendable, CustomStringConvertible {
  /// The family's name, for logs and the style guide.
  public let name: String
  /// The PostScript name of each face the app bundles; empty for the system family.
  public let faces: [FontWeight: String]

  /// San Francisco, in the theme's font design.
  public static let system = FontFamily(name: "System", faces: [:])

  /// A bundled family. Register its files in Info.plist (`UIAppFonts`) so the system can load them.
  public init(name: String, faces: [FontWeight: String]) {
    self.name = name
    self.faces = faces
  }

  /// Whether this is the system family.
  public var isSystem: Bool { faces.isEmpty }

  /// The family's name.
  public var description: String { name }

  /// The faces to try for `weight`, best first: its own, then the family's other weights by
  /// distance (the heavier first on a tie, so emphasis survives).
  public func candidates(for weight: FontWeight) -> [String] {
    FontWeight.allCases
      .filter { faces[$0] != nil }
      .sorted { lhs, rhs in
        let left = abs(lhs.numericValue - weight.numericValue)
        let right = abs(rhs.numericValue - weight.numericValue)
        return left == right ? lhs.numericValue > rhs.numericValue : left < right
      }
      .compactMap { faces[$0] }
  }
}

/// What draws a piece of text: the system font at a weight, or a bundled face.
public enum FontFace: Hashable, Sendable {
  /// San Francisco at the weight, in the theme's design.
  case system(FontWeight)
  /// A bundled face, by PostScript name.
  case custom(postScriptName: String)
}
