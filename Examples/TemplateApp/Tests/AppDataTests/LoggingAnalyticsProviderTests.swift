import AppData
import AppDomain
import KeelTesting
import Testing

@Suite("LoggingAnalyticsProvider")
struct LoggingAnalyticsProviderTests {
  @Test func eachEventIsOneInfoLineWithItsProperties() {
    let capture = LogCapture()
    let provider = LoggingAnalyticsProvider(logger: capture.logger())
    provider.record(AnalyticsEvent("Item_Saved", properties: ["category": "drinks"]))
    #expect(provider.name == "log")
    #expect(capture.records.count == 1)
    #expect(capture.records.first?.level == .info)
    #expect(capture.records.first?.message == "analytics event Item_Saved")
    #expect(capture.records.first?.metadata == ["category": "drinks"])
  }
}
