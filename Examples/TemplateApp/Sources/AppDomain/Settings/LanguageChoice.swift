/// The app's language as a person chooses it in Settings: the system's languages, or one of the
/// app's own (the languages `Resources/` holds strings for).
public enum LanguageChoice: String, Hashable, Sendable, Codable, CaseIterable {
  /// Follow the device's preferred languages.
  case system
  case english = "en"
  case german = "de"
  case spanish = "es"

  /// The language code to look strings up in; `nil` follows the system.
  public var languageCode: String? {
    self == .system ? nil : rawValue
  }
}
