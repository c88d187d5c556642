import AppData
import AppDomain
import AppTestSupport
import Foundation
import KeelTesting
import Testing

@Suite struct BreadcrumbAnalyticsProviderTests {
  @Test func everyEventTheFanOutSendsBecomesABreadcrumbInOrder() throws {
    let reporter = RecordingCrashReporter(capacity: 3)
    let analytics = AnalyticsManager(providers: [
      LoggingAnalyticsProvider(), BreadcrumbAnalyticsProvider(reporter: reporter),
    ])
    for name in ["Launch", "SignIn_Appear", "SignIn_Succeeded", "Items_Appear"] {
      analytics.track(AnalyticsEvent(name))
    }
    // An event the fan-out refuses reaches no provider, so no breadcrumb either.
    analytics.track(AnalyticsEvent(""))
    #expect(reporter.breadcrumbs == ["SignIn_Appear", "SignIn_Succeeded", "Items_Appear"])
  }

  @Test func aBreadcrumbCarriesTheEventsPropertiesAndTime() throws {
    let reporter = LoggingCrashReporter(logger: LogCapture().logger())
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    BreadcrumbAnalyticsProvider(reporter: reporter, now: { now })
      .record(AnalyticsEvent("Item_Opened", properties: ["id": "espresso"]))
    #expect(reporter.breadcrumbs == [Breadcrumb("Item_Opened", properties: ["id": "espresso"], date: now)])
  }
}
