import AppDomain

/// Builds the Profile sub-flow's view models. Settings' factory includes it, so the composition
/// root implements both at once.
@MainActor
public protocol ProfileElementsFactory: AnyObject {
  func profileViewModel() -> ProfileViewModel
  /// The editor, filled from `profile` when the flow already has it, else loading it itself
  /// (a restored or deep-linked editor).
  func profileEditorViewModel(profile: UserProfile?) -> ProfileEditorViewModel
  /// Delete account for the signed-in user.
  func deleteAccountViewModel() -> DeleteAccountViewModel
}

/// Builds the Settings tab's view models (seed 000's elements factory). The composition root
/// implements it with the real preferences, notifications and repositories; tests implement it
/// with file-backed stores, the in-memory notification centre and the in-process DevServer.
@MainActor
public protocol SettingsElementsFactory: ProfileElementsFactory {
  func settingsViewModel() -> SettingsViewModel
  func languageSettingsViewModel() -> LanguageSettingsViewModel
  func themeSettingsViewModel() -> ThemeSettingsViewModel
}
