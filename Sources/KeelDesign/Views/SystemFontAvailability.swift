#if canImport(UIKit)
  import UIKit

  /// The faces UIKit can load: those of the system and the ones the app registers in Info.plist's
  /// `UIAppFonts`.
  public struct SystemFontAvailability: FontAvailability {
    /// Asks UIKit at each call; ``FontResolver`` caches the answers.
    public init() {}

    /// Whether UIKit can load the face.
    public func isAvailable(postScriptName: String) -> Bool {
      UIFont(name: postScriptName, size: 17) != nil
    }
  }
#endif
