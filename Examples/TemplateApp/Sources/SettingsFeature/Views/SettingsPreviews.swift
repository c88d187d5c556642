#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import KeelNotifications
  import KeelStorage

  // MARK: - Preview

  #if DEBUG
    /// Seed 001's preview use cases for the Settings tab: its elements factory over the fixtures
    /// (``AppFixtures``), with every preference in memory (never the device's) and the
    /// notifications over an in-memory centre, so previews change nothing on the device. Public
    /// (in debug builds only) for the main tabs' previews.
    @MainActor
    public final class SettingsPreviewFactory: SettingsElementsFactory {
      private let store = KeyValueStore(backend: InMemoryKeyValueBackend())
      private let profiles: FixtureProfileRepository
      private let account: FixtureAccountRepository
      private let language = FixtureLanguagePreference(current: .english)
      private let theme: ThemePreference
      private let notifications: NotificationsConsent

      /// The theme store the theme screen changes, for the root's previews to draw in.
      public var themeStore: ThemeStore { theme.themeStore }

      /// Nil only if KeelDesign's built-in themes do not load (a programming error there): the
      /// preview then shows nothing rather than crashing.
      public init?(
        profileFailure: RepositoryError? = nil, deletionFailure: RepositoryError? = nil
      ) {
        guard let themes = try? ThemeStore() else { return nil }
        profiles = FixtureProfileRepository(failure: profileFailure)
        account = FixtureAccountRepository(failure: deletionFailure)
        theme = ThemePreference(themeStore: themes, store: store)
        let center = InMemoryNotificationCenter(
          now: AppFixtures.now, timeZone: AppFixtures.timeZone, authorization: .authorized)
        notifications = NotificationsConsent(
          store: store,
          controller: DefaultLocalNotificationsController(
            messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }), center: center))
      }

      public func settingsViewModel() -> SettingsViewModel {
        SettingsViewModel(
          loadProfile: LoadProfileUseCase(repository: profiles), language: language, theme: theme,
          notifications: notifications,
          appInfo: AppVersionInfo(version: "1.0", build: "1", configuration: .mock),
          // The mock build's store, so the Subscription section shows as it does in the app.
          purchases: MockPurchasesManager())
      }

      public func languageSettingsViewModel() -> LanguageSettingsViewModel {
        LanguageSettingsViewModel(preference: language)
      }

      public func themeSettingsViewModel() -> ThemeSettingsViewModel {
        ThemeSettingsViewModel(preference: theme)
      }

      public func profileViewModel() -> ProfileViewModel {
        ProfileViewModel(loadProfile: LoadProfileUseCase(repository: profiles))
      }

      public func profileEditorViewModel(profile: UserProfile?) -> ProfileEditorViewModel {
        ProfileEditorViewModel(
          profile: profile, loadProfile: LoadProfileUseCase(repository: profiles),
          updateProfile: UpdateProfileUseCase(repository: profiles))
      }

      public func deleteAccountViewModel() -> DeleteAccountViewModel {
        DeleteAccountViewModel(
          deleteAccount: DeleteAccountUseCase(
            repository: account, userID: AppFixtures.profile.email, localData: FixtureLocalAccountData()))
      }
    }
  #endif
#endif
