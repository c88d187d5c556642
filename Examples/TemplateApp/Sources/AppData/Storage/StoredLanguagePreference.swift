import AppDomain
import KeelStorage

extension StorageKeys {
  /// The language chosen in Settings (`LanguageChoice`'s raw value); absent means the system's.
  public var languageChoice: StorageKey<LanguageChoice> { StorageKey("settings.language", default: .system) }
}

/// The language choice kept in a ``KeyValueStore`` and applied through `apply`, which receives
/// the language code to look strings up in (`nil`: the system's languages). The composition
/// root passes the localization layer's run-time switch; tests pass a recorder.
///
/// A stored value this version cannot read (a language a newer version added, say) reads as
/// the system's language; the store logs a warning naming the key.
public final class StoredLanguagePreference: LanguagePreference {
  private let store: KeyValueStore
  private let apply: @Sendable (String?) -> Void

  public init(store: KeyValueStore, apply: @escaping @Sendable (String?) -> Void) {
    self.store = store
    self.apply = apply
  }

  public var current: LanguageChoice { store.value(\.languageChoice) }

  public func select(_ choice: LanguageChoice) {
    store.set(choice, \.languageChoice)
    apply(choice.languageCode)
  }

  /// Applies the stored choice; the app calls it once at launch, before showing any text.
  @discardableResult
  public func applyStored() -> LanguageChoice {
    let choice = current
    apply(choice.languageCode)
    return choice
  }
}
