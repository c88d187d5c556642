import KeelCore
import Logging

/// Which fonts the platform can draw. On iOS, `SystemFontAvailability` asks UIKit; tests and
/// Linux use ``InstalledFonts``.
public protocol FontAvailability: Sendable {
  /// Whether a face with this PostScript name is loaded.
  func isAvailable(postScriptName: String) -> Bool
}

/// A fixed set of installed faces.
public struct InstalledFonts: FontAvailability {
  /// The PostScript names of the installed faces.
  public let postScriptNames: Set<String>

  /// Faces named `postScriptNames` are installed; no others.
  public init(_ postScriptNames: Set<String>) {
    self.postScriptNames = postScriptNames
  }

  /// Whether the set holds the face.
  public func isAvailable(postScriptName: String) -> Bool { postScriptNames.contains(postScriptName) }
}

/// Picks the face for each weight of a ``FontFamily`` from what is installed: the weight's own
/// face, else the family's nearest installed weight, else the system font. A bundled face that
/// is not installed (a font file missing from the app, or from `UIAppFonts`) is logged once as a
/// warning naming it, never silently replaced. Answers are cached, so views may ask on every
/// render.
public final class FontResolver: Sendable {
  /// The family faces are picked from.
  public let family: FontFamily
  private let availability: any FontAvailability
  private let logger: Logger
  private let resolved = Locked<[FontWeight: FontFace]>([:])
  private let reportedMissing = Locked<Set<String>>([])

  /// A resolver for `family` over what `availability` says is installed.
  public init(
    family: FontFamily, availability: any FontAvailability, logger: Logger = KeelLogging.logger("design")
  ) {
    self.family = family
    self.availability = availability
    self.logger = logger
  }

  /// The face that draws `weight`.
  public func face(for weight: FontWeight) -> FontFace {
    if let face = resolved.withLock({ $0[weight] }) { return face }
    let face = resolve(weight)
    resolved.withLock { $0[weight] = face }
    return face
  }

  private func resolve(_ weight: FontWeight) -> FontFace {
    var missing: [String] = []
    var face = FontFace.system(weight)
    for name in family.candidates(for: weight) {
      if availability.isAvailable(postScriptName: name) {
        face = .custom(postScriptName: name)
        break
      }
      missing.append(name)
    }
    for name in missing { reportMissing(name, weight: weight, drawnWith: face) }
    return face
  }

  private func reportMissing(_ name: String, weight: FontWeight, drawnWith face: FontFace) {
    guard reportedMissing.withLock({ $0.insert(name).inserted }) else { return }
    let replacement =
      switch face {
      case .custom(let postScriptName): postScriptName
      case .system: "the system font"
      }
    logger.warning(
      "Font face is not installed (is it in the app bundle and in Info.plist's UIAppFonts?)",
      metadata: [
        "family": "\(family.name)", "face": "\(name)", "weight": "\(weight.rawValue)", "using": "\(replacement)",
      ])
  }
}
