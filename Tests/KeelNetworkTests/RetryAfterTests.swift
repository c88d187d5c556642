import Foundation
import KeelNetwork
import Testing

@Suite struct RetryAfterTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func delaySeconds() {
    #expect(RetryAfter.delay(headerValue: "120", now: now) == .seconds(120))
    #expect(RetryAfter.delay(headerValue: " 0 ", now: now) == .zero)
  }

  @Test func httpDateInEveryFormRFC9110Allows() {
    // 1_800_000_000 is Fri, 15 Jan 2027 08:00:00 GMT.
    #expect(RetryAfter.httpDateString(now) == "Fri, 15 Jan 2027 08:00:00 GMT")
    #expect(RetryAfter.delay(headerValue: "Fri, 15 Jan 2027 08:00:30 GMT", now: now) == .seconds(30))
    #expect(RetryAfter.delay(headerValue: "Friday, 15-Jan-27 08:01:00 GMT", now: now) == .seconds(60))
    #expect(RetryAfter.delay(headerValue: "Fri Jan 15 08:00:05 2027", now: now) == .seconds(5))
  }

  @Test func aDateInThePastMeansNow() {
    #expect(RetryAfter.delay(headerValue: "Thu, 14 Jan 2027 08:00:00 GMT", now: now) == .zero)
  }

  @Test(arguments: [nil, "", "soon", "-5", "1.5"])
  func unreadableValuesAreIgnored(value: String?) {
    #expect(RetryAfter.delay(headerValue: value, now: now) == nil)
  }

  /// The date formatters are made once and shared behind a lock: callers on many threads at
  /// once each get their own header's date, in each of the three forms.
  @Test func concurrentCallersEachGetTheirOwnDate() async {
    let now = now
    let results = await withTaskGroup(of: (Int, Duration?).self) { group in
      for offset in 0..<180 {
        group.addTask {
          let seconds = String(format: "%02d", offset % 60)
          let header =
            switch offset / 60 {
            case 0: "Fri, 15 Jan 2027 08:00:\(seconds) GMT"
            case 1: "Friday, 15-Jan-27 08:00:\(seconds) GMT"
            default: "Fri Jan 15 08:00:\(seconds) 2027"
            }
          return (offset % 60, RetryAfter.delay(headerValue: header, now: now))
        }
      }
      return await group.reduce(into: [(Int, Duration?)]()) { $0.append($1) }
    }
    #expect(results.count == 180)
    for (seconds, delay) in results {
      #expect(delay == .seconds(seconds))
    }
  }

  /// Found by `scripts/fuzz` (RetryAfterFuzz, bytes `T 14 Nov 2023 22:1:20` D6 AF AC AB): on
  /// Linux, swift-corelibs-foundation's DateFormatter traps ("Incorrect range") on text with a
  /// combining mark, so a server's header crashed the app. An HTTP-date is ASCII letters,
  /// digits, spaces, commas, colons and hyphens; other text is unreadable before any formatter.
  @Test func textOutsideTheHTTPDateAlphabetIsIgnoredNotACrash() {
    #expect(RetryAfter.delay(headerValue: "T 14 Nov 2023 22:1:20\u{05AF}\u{FFFD}\u{FFFD}", now: now) == nil)
    #expect(RetryAfter.delay(headerValue: "Thu, 14 Jan 2027 08:00:00 GMT\u{0301}", now: now) == nil)
  }
}
