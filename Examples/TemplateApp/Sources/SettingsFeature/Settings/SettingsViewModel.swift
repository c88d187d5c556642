import AppDomain
import KeelDesign
import Observation

/// The Settings tab's root: the profile's summary, language, theme, the notifications switch
/// and test, restore purchases and manage the subscription, reset onboarding, sign out
/// (confirmed), the version, and the statistics page and PDF report the status response linked
/// to (opened by the system). Everything that leaves
/// Settings goes through ``Output``; the coordinator and, above it, the root act on it.
@MainActor
@Observable
public final class SettingsViewModel {
  public struct Output {
    public var onProfile: @MainActor () -> Void
    public var onLanguage: @MainActor () -> Void
    public var onTheme: @MainActor () -> Void
    public var onResetOnboarding: @MainActor () -> Void
    /// The person confirmed signing out.
    public var onSignOut: @MainActor () -> Void
    public var onNotice: @MainActor (SettingsNotice) -> Void

    public init(
      onProfile: @escaping @MainActor () -> Void, onLanguage: @escaping @MainActor () -> Void,
      onTheme: @escaping @MainActor () -> Void, onResetOnboarding: @escaping @MainActor () -> Void,
      onSignOut: @escaping @MainActor () -> Void, onNotice: @escaping @MainActor (SettingsNotice) -> Void
    ) {
      self.onProfile = onProfile
      self.onLanguage = onLanguage
      self.onTheme = onTheme
      self.onResetOnboarding = onResetOnboarding
      self.onSignOut = onSignOut
      self.onNotice = onNotice
    }
  }

  /// The profile summary at the top of the list.
  public enum ViewState: Hashable, Sendable {
    case loading
    case loaded(UserProfile)
    /// No profile to show: nobody is signed in (a local user when sign-in is off).
    case empty
    case error(RepositoryError)
  }

  @ObservationIgnored public var output: Output?
  public private(set) var state = ViewState.loading
  public private(set) var language: LanguageChoice
  public private(set) var isConfirmingSignOut = false
  public private(set) var isSendingTestNotifications = false
  /// Seed 003's app lock: Face ID / Touch ID, with the passcode as fallback, on returning to the app.
  public private(set) var appLockEnabled: Bool
  public let appInfo: AppVersionInfo
  /// The status response's links (seed 000's `statisticsUrl` and `pdfUrl`): each one the
  /// server gave is a row in About that the system opens; none without a status.
  public let links: StatusLinks
  /// A restore is asking the store.
  public private(set) var isRestoring = false
  /// Apple's manage-subscriptions sheet is presented (the view binds it to
  /// `manageSubscriptionsSheet(isPresented:)`; the sheet sets it back when it closes).
  public var isManagingSubscription = false

  @ObservationIgnored private let loadProfile: LoadProfileUseCase
  @ObservationIgnored private let languagePreference: any LanguagePreference
  @ObservationIgnored private let themePreference: ThemePreference
  @ObservationIgnored private let notifications: NotificationsConsent
  @ObservationIgnored private let appLock: (any AppLockSettings)?
  @ObservationIgnored private let purchases: (any PurchasesManager)?
  @ObservationIgnored private var restoreTask: Task<Void, Never>?
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var notificationsTask: Task<Void, Never>?

  public init(
    loadProfile: LoadProfileUseCase, language: any LanguagePreference, theme: ThemePreference,
    notifications: NotificationsConsent, appInfo: AppVersionInfo, appLock: (any AppLockSettings)? = nil,
    links: StatusLinks = .none, purchases: (any PurchasesManager)? = nil
  ) {
    self.loadProfile = loadProfile
    languagePreference = language
    themePreference = theme
    self.notifications = notifications
    self.appLock = appLock
    self.purchases = purchases
    appLockEnabled = appLock?.policy.isEnabled ?? false
    self.appInfo = appInfo
    self.links = links
    self.language = language.current
  }

  /// A switch or test in flight finishes: the person asked for it, and the controller's calls
  /// are short.
  isolated deinit {
    loadTask?.cancel()
  }

  /// Read through the observable theme store: a change in the theme screen shows here at once.
  public var theme: Theme { themePreference.theme }

  /// The switch. Setting it stores the consent and schedules or removes at once.
  public var notificationsEnabled: Bool {
    get { notifications.isGiven }
    set { setNotificationsEnabled(newValue) }
  }

  /// Whether Settings offers the app lock (the platform can authenticate the owner at all).
  public var offersAppLock: Bool { appLock != nil }

  /// The app lock's switch. A device without a passcode refuses it, with a notice; the switch
  /// stays off.
  public func setAppLockEnabled(_ enabled: Bool) {
    guard let appLock, enabled != appLockEnabled else { return }
    do {
      try appLock.setEnabled(enabled)
      appLockEnabled = enabled
    } catch {
      appLockEnabled = appLock.policy.isEnabled
      output?.onNotice(.appLockUnavailable)
    }
  }

  /// Whether Settings offers Restore purchases and Manage subscription (the app sells premium
  /// through a purchases manager). App Review expects both outside the paywall too.
  public var offersPurchases: Bool { purchases != nil }

  /// Test notifications need the switch on (off means nothing is ever scheduled).
  public var canSendTestNotifications: Bool { notifications.isGiven && !isSendingTestNotifications }

  // MARK: - Lifecycle

  /// Loads the profile summary unless it is on screen; refreshes the language shown.
  public func onAppear() {
    language = languagePreference.current
    if case .loaded = state { return }
    load()
  }

  public func onDisappear() {
    loadTask?.cancel()
    loadTask = nil
  }

  public func retry() { load() }

  /// The profile sub-flow saved: show the new summary without a reload.
  public func profileUpdated(_ profile: UserProfile) {
    loadTask?.cancel()
    state = .loaded(profile)
  }

  /// The language screen chose another language.
  public func languageChanged() { language = languagePreference.current }

  // MARK: - Actions

  public func openProfile() { output?.onProfile() }
  public func openLanguage() { output?.onLanguage() }
  public func openTheme() { output?.onTheme() }
  public func resetOnboarding() { output?.onResetOnboarding() }

  public func requestSignOut() { isConfirmingSignOut = true }
  public func cancelSignOut() { isConfirmingSignOut = false }

  public func confirmSignOut() {
    guard isConfirmingSignOut else { return }
    isConfirmingSignOut = false
    output?.onSignOut()
  }

  public func setNotificationsEnabled(_ enabled: Bool) {
    guard enabled != notifications.isGiven else { return }
    let change = notifications.setGiven(enabled)
    notificationsTask = Task { _ = await change.value }
  }

  public func sendTestNotifications() {
    guard canSendTestNotifications else { return }
    isSendingTestNotifications = true
    notificationsTask = Task { [weak self, notifications] in
      let outcome = await notifications.sendTestNotifications()
      self?.finishTest(outcome)
    }
  }

  /// Asks the store for the person's purchases (`AppStore.sync()`, which may ask them to sign
  /// in to the App Store) and reports what it found; the entitlement it restores reaches the
  /// root through the purchases manager's stream. A second tap while it runs does nothing.
  public func restorePurchases() {
    guard let purchases, !isRestoring else { return }
    isRestoring = true
    restoreTask = Task { [weak self, purchases] in
      let result: Result<PremiumEntitlement, PurchaseFailure>
      do throws(PurchaseFailure) {
        result = .success(try await purchases.restore())
      } catch {
        result = .failure(error)
      }
      self?.finishRestore(result)
    }
  }

  /// Opens Apple's manage-subscriptions sheet (cancel, change plan, see renewal dates).
  public func manageSubscription() {
    guard offersPurchases else { return }
    isManagingSubscription = true
  }

  func waitForTasks() async {
    await restoreTask?.value
    await loadTask?.value
    await notificationsTask?.value
  }

  // MARK: - Private

  private func load() {
    loadTask?.cancel()
    if case .loaded = state {} else { state = .loading }
    loadTask = Task { [weak self, loadProfile] in
      do throws(RepositoryError) {
        let profile = try await loadProfile.execute()
        self?.state = .loaded(profile)
      } catch {
        guard !Task.isCancelled else { return }
        self?.state = error == .unauthorized ? .empty : .error(error)
      }
    }
  }

  private func finishRestore(_ result: Result<PremiumEntitlement, PurchaseFailure>) {
    isRestoring = false
    switch result {
    case .success(let entitlement): output?.onNotice(entitlement.isPremium ? .purchasesRestored : .nothingToRestore)
    // The person closed the store's own sign-in prompt: they know, nothing to say.
    case .failure(.cancelled): break
    case .failure: output?.onNotice(.restoreFailed)
    }
  }

  private func finishTest(_ outcome: TestNotificationsOutcome) {
    isSendingTestNotifications = false
    switch outcome {
    case .consentOff: break
    case .attempted(.scheduled(let count, _)): output?.onNotice(.testNotificationsScheduled(count: count))
    case .attempted(.notAuthorized): output?.onNotice(.notificationsNotAllowed)
    case .attempted(.noRoom), .attempted(.invalidInput), .attempted(.failed): output?.onNotice(.notificationsFailed)
    }
  }
}
