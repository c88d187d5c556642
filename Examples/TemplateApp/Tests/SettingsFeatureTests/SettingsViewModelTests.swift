import AppDomain
import AppTestSupport
import Foundation
import KeelTesting
import Testing

@testable import SettingsFeature

/// What the settings list sends through its output.
@MainActor
final class SettingsOutputRecorder {
  var profiles = 0
  var languages = 0
  var themes = 0
  var resets = 0
  var signOuts = 0
  var notices: [SettingsNotice] = []

  func output() -> SettingsViewModel.Output {
    .init(
      onProfile: { [weak self] in self?.profiles += 1 }, onLanguage: { [weak self] in self?.languages += 1 },
      onTheme: { [weak self] in self?.themes += 1 },
      onResetOnboarding: { [weak self] in self?.resets += 1 }, onSignOut: { [weak self] in self?.signOuts += 1 },
      onNotice: { [weak self] in self?.notices.append($0) })
  }
}

@MainActor
@Suite struct SettingsViewModelTests {
  nonisolated static let web = AppStatus.one(URL(string: "https://example.org/app")!)

  @Test func theProfileSummaryLoadsOnAppearAndAFailureOffersRetry() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    do {
      let viewModel = factory!.settingsViewModel()
      profiles.fail(.load, with: .unavailable("offline"))
      #expect(viewModel.state == .loading)
      viewModel.onAppear()
      await viewModel.waitForTasks()
      #expect(viewModel.state == .error(.unavailable("offline")))
      profiles.fail(.load, with: nil)
      viewModel.retry()
      await viewModel.waitForTasks()
      #expect(viewModel.state == .loaded(FakeProfileRepository.sample))
      viewModel.onAppear()
      await viewModel.waitForTasks()
      #expect(profiles.loads == 2, "a loaded summary is not fetched again on appear")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func nobodySignedInShowsNoProfile() async throws {
    let disk = DiskKeyValueStore()
    let profiles = FakeProfileRepository()
    profiles.fail(.load, with: .unauthorized)
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk, profiles: profiles)
    let tracker = factory!.tracker
    do {
      let viewModel = factory!.settingsViewModel()
      viewModel.onAppear()
      await viewModel.waitForTasks()
      #expect(viewModel.state == .empty)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func signingOutIsConfirmedFirst() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let recorder = SettingsOutputRecorder()
    do {
      let viewModel = factory!.settingsViewModel()
      viewModel.output = recorder.output()
      viewModel.confirmSignOut()
      #expect(recorder.signOuts == 0, "nothing to confirm yet")
      viewModel.requestSignOut()
      #expect(viewModel.isConfirmingSignOut)
      viewModel.cancelSignOut()
      viewModel.confirmSignOut()
      #expect(recorder.signOuts == 0, "cancelled")
      viewModel.requestSignOut()
      viewModel.confirmSignOut()
      #expect(recorder.signOuts == 1)
      #expect(!viewModel.isConfirmingSignOut)
      viewModel.resetOnboarding()
      viewModel.openProfile()
      viewModel.openLanguage()
      viewModel.openTheme()
      let counts: [Int] = [recorder.resets, recorder.profiles, recorder.languages, recorder.themes]
      #expect(counts == [1, 1, 1, 1])
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func theSwitchStoresAtOnceAndSchedulesOrRemoves() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let viewModel = factory!.settingsViewModel()
      await factory!.notifications.statusChanged(Self.web)
      #expect(factory!.center.dailyCount == 64)
      viewModel.notificationsEnabled = false
      #expect(!viewModel.notificationsEnabled, "the switch shows the change before the controller answers")
      #expect(!viewModel.canSendTestNotifications)
      await viewModel.waitForTasks()
      #expect(factory!.center.dailyCount == 0)
      viewModel.notificationsEnabled = true
      await viewModel.waitForTasks()
      #expect(factory!.center.dailyCount == 64)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func testNotificationsReportWhatHappened() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let recorder = SettingsOutputRecorder()
    do {
      let viewModel = factory!.settingsViewModel()
      viewModel.output = recorder.output()
      viewModel.sendTestNotifications()
      #expect(viewModel.isSendingTestNotifications)
      viewModel.sendTestNotifications()
      await viewModel.waitForTasks()
      #expect(recorder.notices == [.testNotificationsScheduled(count: 4)], "a second tap while sending is ignored")
      #expect(factory!.center.testRequests.count == 4)
      factory!.center.setAuthorization(.denied)
      viewModel.sendTestNotifications()
      await viewModel.waitForTasks()
      #expect(recorder.notices.last == .notificationsNotAllowed)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  /// The app lock's switch: offered only where the device can authenticate; on and off are
  /// stored; a device without a passcode refuses it with a notice and the switch stays off.
  @Test func theAppLockSwitchIsStoredOrRefusedWithANotice() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    let recorder = SettingsOutputRecorder()
    do {
      #expect(!factory!.settingsViewModel().offersAppLock)

      let authenticator = ScriptedDeviceAuthenticator(available: .faceID)
      let settings = InMemoryAppLockSettings(authenticator: authenticator)
      let viewModel = factory!.settingsViewModel(appLock: settings)
      viewModel.output = recorder.output()
      #expect(viewModel.offersAppLock && !viewModel.appLockEnabled)
      viewModel.setAppLockEnabled(true)
      #expect(viewModel.appLockEnabled && settings.policy.isEnabled)

      authenticator.setAvailable(.unavailable)
      viewModel.setAppLockEnabled(false)
      viewModel.setAppLockEnabled(true)
      #expect(!viewModel.appLockEnabled && !settings.policy.isEnabled)
      #expect(recorder.notices == [.appLockUnavailable])
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func theLanguageShownFollowsTheLanguageScreen() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let viewModel = factory!.settingsViewModel()
      #expect(viewModel.language == .system)
      factory!.language.select(.spanish)
      viewModel.languageChanged()
      #expect(viewModel.language == .spanish)
      #expect(viewModel.appInfo == AppVersionInfo(version: "1.4.0", build: "112", configuration: .development))
      #expect(viewModel.theme.id == "standard")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  // MARK: - Restore purchases and manage the subscription (issue 34 item 5)

  /// Restore asks the store (`AppStore.sync()` in the app) and says what it found.
  @Test func restoreReportsRestoredPremium() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let purchases = factory!.purchases
      purchases.setRestorable([.verified(purchases.transaction(for: PremiumCatalog.lifetime))])
      let viewModel = factory!.settingsViewModel()
      let recorder = SettingsOutputRecorder()
      viewModel.output = recorder.output()
      #expect(viewModel.offersPurchases)

      viewModel.restorePurchases()
      #expect(viewModel.isRestoring)
      await viewModel.waitForTasks()

      #expect(!viewModel.isRestoring)
      #expect(purchases.restores == 1)
      #expect(recorder.notices == [.purchasesRestored])
      #expect(purchases.entitlement.value.isPremium, "the store's answer replaces the app's view")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test(
    arguments: [
      (nil, SettingsNotice?.some(.nothingToRestore)), (PurchaseFailure.store("offline"), .restoreFailed),
      (.cancelled, nil),
    ] as [(PurchaseFailure?, SettingsNotice?)])
  func restoreReportsNothingToRestoreOrAFailureButNotACancel(
    failure: PurchaseFailure?, notice: SettingsNotice?
  )
    async throws
  {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      factory!.purchases.setRestorable([], failure: failure)
      let viewModel = factory!.settingsViewModel()
      let recorder = SettingsOutputRecorder()
      viewModel.output = recorder.output()
      viewModel.restorePurchases()
      await viewModel.waitForTasks()
      #expect(recorder.notices == (notice.map { [$0] } ?? []), "the store's own prompt, cancelled, needs no notice")
      #expect(!viewModel.isRestoring, "Restore can be tried again")
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  /// Manage subscription presents Apple's sheet (`manageSubscriptionsSheet`) until it is closed.
  @Test func manageSubscriptionPresentsApplesSheetUntilItCloses() async throws {
    let disk = DiskKeyValueStore()
    var factory: SettingsTestFactory? = try SettingsTestFactory(disk: disk)
    let tracker = factory!.tracker
    do {
      let viewModel = factory!.settingsViewModel()
      #expect(!viewModel.isManagingSubscription)
      viewModel.manageSubscription()
      #expect(viewModel.isManagingSubscription)
      viewModel.isManagingSubscription = false
      #expect(!viewModel.isManagingSubscription)
    }
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func withoutAStoreSettingsOffersNeither() throws {
    let viewModel = try SettingsTestFactory(disk: DiskKeyValueStore()).settingsViewModel(appLock: nil, purchases: nil)
    #expect(!viewModel.offersPurchases)
    viewModel.restorePurchases()
    viewModel.manageSubscription()
    #expect(!viewModel.isRestoring)
    #expect(!viewModel.isManagingSubscription)
  }
}
