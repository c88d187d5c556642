import AppDomain
import Observation

/// The language list: the system's languages or one of the app's, checked where chosen. A
/// choice is stored and applied at once, so the next text drawn is in that language.
@MainActor
@Observable
public final class LanguageSettingsViewModel {
  public struct Output {
    public var onSelect: @MainActor (LanguageChoice) -> Void

    public init(onSelect: @escaping @MainActor (LanguageChoice) -> Void) {
      self.onSelect = onSelect
    }
  }

  @ObservationIgnored public var output: Output?
  public let choices = LanguageChoice.allCases
  public private(set) var selected: LanguageChoice
  @ObservationIgnored private let preference: any LanguagePreference

  public init(preference: any LanguagePreference) {
    self.preference = preference
    selected = preference.current
  }

  /// Selecting the current choice again changes nothing and reports nothing.
  public func select(_ choice: LanguageChoice) {
    guard choice != selected else { return }
    preference.select(choice)
    selected = choice
    output?.onSelect(choice)
  }
}
