import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import SettingsFeature
import Testing

/// A subscriber's launches and what the App Store says later. Each launch's purchases manager
/// is new and learns what the account owns asynchronously, as StoreKit's does, so these
/// journeys see what a subscriber sees on a cold launch.
@MainActor
@Suite("AppJourney: subscription")
struct SubscriptionJourneyTests {
  /// A launch that passed the gates by subscribing: the launch's store manager (which
  /// delivers the store's updates) and the transaction bought.
  static func subscriber(on device: AppDevice) async throws -> (AppDriver, MockPurchasesManager, StoreTransaction) {
    let account = device.account
    let app = try await device.launch()
    try await app.passGates(email: account.email, password: account.password)
    let purchases = try #require(try app.services.scopes.login.resolve(.purchases) as? MockPurchasesManager)
    return (app, purchases, try #require(device.storeAccount.owned.first?.transaction))
  }

  /// A launch signed in (onboarding passed if shown) and stopped at the paywall, nothing bought.
  static func signedInAtThePaywall(on device: AppDevice) async throws -> AppDriver {
    let account = device.account
    let app = try await device.launch()
    try await app.wait(until: { app.shown != .loading })
    if app.shown == .onboarding { try await app.finishOnboarding() }
    try await app.signIn(email: account.email, password: account.password)
    try await app.wait(for: .paywall)
    return app
  }

  /// Found by an outside review: the launch read the entitlement before the store had
  /// answered, so every cold launch showed a subscriber the paywall.
  @Test func aSubscriberRelaunchesStraightIntoTheTabs() async throws {
    try await AppDevice.journey(.development) { device in
      let account = device.account
      do {
        let first = try await device.launch()
        try await first.passGates(email: account.email, password: account.password)
        #expect(device.storeAccount.owned.count == 1)
      }
      let second = try await device.launch()
      #expect(second.shown == .main, "no paywall for a subscriber")
      #expect(device.storeAccount.answers == 2, "each launch asked the store")
    }
  }

  /// A refund delivered through the store's updates mid-session takes the root back to the
  /// paywall; buying again there opens the tabs after the premium-unlocked screen.
  @Test func aRefundMidSessionLeadsBackToThePaywall() async throws {
    try await AppDevice.journey(.development) { device in
      let (app, purchases, bought) = try await Self.subscriber(on: device)
      purchases.deliverUpdate(.verified(bought.refunded))
      try await app.wait(for: .paywall)
      try await app.purchase(PremiumCatalog.monthly)
      try await app.wait(for: .main)
    }
  }

  /// `Transaction.updates` and the unfinished transactions arrive in no promised order: last
  /// month's expired transaction arriving after this month's renewal leaves the subscriber in
  /// the tabs.
  @Test func anOlderTransactionArrivingLateKeepsTheSubscriberInTheTabs() async throws {
    try await AppDevice.journey(.development) { device in
      let (app, purchases, bought) = try await Self.subscriber(on: device)
      let lastMonth = StoreTransaction(
        id: 0, productID: bought.productID, purchaseDate: bought.purchaseDate.addingTimeInterval(-31 * 86_400),
        expirationDate: bought.purchaseDate.addingTimeInterval(-86_400))
      #expect(
        purchases.deliverUpdate(.verified(lastMonth)) == .withdrawn(productID: bought.productID, reason: "expired"))
      #expect(purchases.entitlement.value.isPremium, "the store's view: still premium")
      // What the root would have followed, had the entitlement changed, arrives on a later turn.
      try await Task.sleep(for: .milliseconds(100))
      #expect(app.services.session.premium == .premium)
      #expect(app.shown == .main)
    }
  }

  /// An Ask to Buy purchase is pending; the parent's approval arrives later through the
  /// store's updates while the paywall shows, and the root follows it.
  @Test func anApprovalArrivingLaterReachesTheRoot() async throws {
    try await AppDevice.journey(.development) { device in
      let app = try await Self.signedInAtThePaywall(on: device)
      guard case .paywall(let coordinator) = app.root.child, case .paywall(let paywall)? = coordinator.screen else {
        Issue.record("the paywall is not shown: \(app.shown)")
        return
      }
      paywall.onAppear()
      let purchases = try #require(try app.services.scopes.login.resolve(.purchases) as? MockPurchasesManager)
      purchases.deliverUpdate(.verified(purchases.transaction(for: PremiumCatalog.yearly)))
      try await app.wait(for: .premiumUnlocked)
      paywall.onDisappear()
      guard case .premiumUnlocked(let unlocked)? = coordinator.screen else {
        Issue.record("premium unlocked is not shown: \(app.shown)")
        return
      }
      unlocked.continueTapped()
      try await app.wait(for: .main)
    }
  }

  /// Restore and Manage subscription are in Settings, not only on the paywall (issue 34 item 5):
  /// a person who closed the paywall restores a purchase made on another device from Settings,
  /// hears what it found, and the root follows the restored premium.
  @Test func aPurchaseMadeElsewhereIsRestoredFromSettings() async throws {
    try await AppDevice.journey(.development) { device in
      let app = try await Self.signedInAtThePaywall(on: device)
      try await app.closePaywall()
      try await app.wait(for: .main)
      let purchases = try #require(try app.services.scopes.login.resolve(.purchases) as? MockPurchasesManager)
      #expect(!purchases.entitlement.value.isPremium)
      let elsewhere = StoreTransaction(id: 9_001, productID: PremiumCatalog.lifetime, purchaseDate: Date())
      device.storeAccount.setRestorable([.verified(elsewhere)])

      try app.select(.settings)
      let settings = try app.requireTabs().settings.settingsViewModel
      app.track(settings, session: true)
      #expect(settings.offersPurchases)
      settings.restorePurchases()
      let restored = SettingsText().notice(.purchasesRestored)
      try await app.wait(until: { app.services.toasts.current?.message == restored })
      #expect(purchases.restores == 1)
      #expect(purchases.entitlement.value == .premium(productID: PremiumCatalog.lifetime))
      #expect(app.shown == .main)

      settings.manageSubscription()
      #expect(settings.isManagingSubscription, "Apple's manage-subscriptions sheet is asked for")
    }
  }
}
