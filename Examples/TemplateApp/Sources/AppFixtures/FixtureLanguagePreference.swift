import AppDomain
import KeelCore

/// The language choice held in memory, for previews: selecting changes ``current`` and applies
/// nothing (the app's preference lives in AppData, which features may not see).
public final class FixtureLanguagePreference: LanguagePreference {
  private let choice: Locked<LanguageChoice>

  public init(current: LanguageChoice = .system) {
    choice = Locked(current)
  }

  public var current: LanguageChoice { choice.withLock { $0 } }

  public func select(_ choice: LanguageChoice) {
    self.choice.withLock { $0 = choice }
  }
}
