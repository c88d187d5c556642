import AppDomain
import Foundation
import SettingsFeature
import Testing

@Suite struct NotificationsRuleTests {
  static let web = AppStatus.one(URL(string: "https://example.org/app")!)

  /// DESIGN (notifications consent) and seed 000's status rule, written out as a table.
  @Test(arguments: [
    (true, AppStatus?.none, DailyNotificationsAction.none),
    (true, AppStatus?.some(web), .schedule),
    (true, AppStatus?.some(.zero), .remove),
    (false, AppStatus?.none, .remove),
    (false, AppStatus?.some(web), .remove),
    (false, AppStatus?.some(.zero), .remove),
  ])
  func consentAndStatusDecideTheDailyNotifications(
    consent: Bool, status: AppStatus?, expected: DailyNotificationsAction
  ) {
    #expect(NotificationsRule.dailyAction(consent: consent, status: status) == expected)
  }
}
