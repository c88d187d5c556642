import AppData
import AppDomain
import SettingsFeature

/// The Settings tab and its Profile sub-flow: preferences from the login scope, the profile
/// from the signed-in scope.
extension AppServices: SettingsElementsFactory {
  public func settingsViewModel() -> SettingsViewModel {
    SettingsViewModel(
      loadProfile: LoadProfileUseCase(repository: signedIn(.profile)), language: languagePreference,
      theme: themePreference, notifications: notificationsConsent, appInfo: appVersionInfo,
      appLock: environment.deviceAuthentication == nil ? nil : appLockSettings,
      links: session.status?.links ?? .none,
      // Restore purchases and Manage subscription, outside the paywall as App Review expects.
      purchases: ReportingPurchasesManager(login(.purchases), reporter: crashReporter))
  }

  public func languageSettingsViewModel() -> LanguageSettingsViewModel {
    LanguageSettingsViewModel(preference: languagePreference)
  }

  public func themeSettingsViewModel() -> ThemeSettingsViewModel {
    ThemeSettingsViewModel(preference: themePreference)
  }

  public func deleteAccountViewModel() -> DeleteAccountViewModel {
    let user = signedIn(.user)
    // A Sign in with Apple account has no password: Apple re-authenticates it.
    return DeleteAccountViewModel(
      deleteAccount: DeleteAccountUseCase(
        repository: signedIn(.account), userID: user == Self.localUser ? "" : user.id, localData: self),
      reauthentication: user.appleUserID == nil ? .password : .apple)
  }

  public func profileViewModel() -> ProfileViewModel {
    ProfileViewModel(loadProfile: LoadProfileUseCase(repository: signedIn(.profile)))
  }

  public func profileEditorViewModel(profile: UserProfile?) -> ProfileEditorViewModel {
    let repository = signedIn(.profile)
    return ProfileEditorViewModel(
      profile: profile, loadProfile: LoadProfileUseCase(repository: repository),
      updateProfile: UpdateProfileUseCase(repository: repository))
  }
}
