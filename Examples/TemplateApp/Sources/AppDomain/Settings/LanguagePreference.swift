/// The person's language choice: read at launch, changed in Settings, kept across launches.
///
/// Applying a choice (pointing the app's string lookup at it) is the implementation's job, so
/// Settings only reads and selects; the composition root connects the implementation to the
/// localization layer.
public protocol LanguagePreference: AnyObject, Sendable {
  /// The stored choice (``LanguageChoice/system`` until one is made).
  var current: LanguageChoice { get }
  /// Stores `choice` and applies it at once.
  func select(_ choice: LanguageChoice)
}
