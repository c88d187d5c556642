import AppLocalization
import Foundation
import Testing

@Suite struct DateTextFormatterTests {
  /// 2025-03-04 14:05 UTC.
  static let date = Date(timeIntervalSince1970: 1_741_097_100)
  static let utc = TimeZone(identifier: "UTC")!

  @Test(arguments: [("en_US", "March 4, 2025"), ("de_DE", "4. März 2025"), ("es_ES", "4 de marzo de 2025")])
  func aDayIsWrittenOutInTheLocalesOrder(locale: String, expected: String) {
    #expect(DateTextFormatter(locale: Locale(identifier: locale), timeZone: Self.utc).day(Self.date) == expected)
  }

  @Test(arguments: [("en_US", "2:05\u{202F}PM"), ("de_DE", "14:05"), ("es_ES", "14:05")])
  func aTimeHasTheLocalesClock(locale: String, expected: String) {
    #expect(DateTextFormatter(locale: Locale(identifier: locale), timeZone: Self.utc).time(Self.date) == expected)
  }

  @Test func theDayFollowsTheTimeZone() {
    let tokyo = DateTextFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    let late = Date(timeIntervalSince1970: 1_741_132_800)  // 2025-03-05 00:00 UTC, 09:00 in Tokyo
    #expect(tokyo.day(late.addingTimeInterval(-3_600)) == "March 5, 2025")
  }

  @Test func aMomentTodayIsItsTimeAndAnEarlierOneHasItsDay() {
    let formatter = DateTextFormatter(locale: Locale(identifier: "de_DE"), timeZone: Self.utc)
    #expect(formatter.moment(Self.date, now: Self.date.addingTimeInterval(3_600)) == "14:05")
    let nextWeek = Self.date.addingTimeInterval(7 * 86_400)
    let earlier = formatter.moment(Self.date, now: nextWeek)
    #expect(earlier.contains("14:05") && earlier.contains("4"), "\(earlier)")
    #expect(earlier != "14:05")
  }
}
