import AppServices
import Foundation
import KeelCore
import KeelTesting
import Testing

@Suite("AppBundleConfiguration")
struct AppBundleConfigurationTests {
  @Test func keepsTheStringValuesAndReadsTheVersionAndBuild() {
    let bundle = AppBundleConfiguration(info: [
      "KEEL_BUILD_CONFIGURATION": "development", "CFBundleShortVersionString": "2.1.0", "CFBundleVersion": "77",
      "CFBundleURLTypes": [["CFBundleURLSchemes": ["keeltemplate"]]], "LSRequiresIPhoneOS": true,
    ])
    #expect(bundle.values["KEEL_BUILD_CONFIGURATION"] == "development")
    #expect(bundle.values["CFBundleURLTypes"] == nil)
    #expect(bundle.values["LSRequiresIPhoneOS"] == nil)
    #expect(bundle.appVersion == "2.1.0")
    #expect(bundle.buildNumber == "77")
  }

  @Test func aMissingVersionStartsWithAFallbackAndAWarning() {
    let log = LogCapture()
    let bundle = AppBundleConfiguration(info: ["CFBundleVersion": ""], logger: log.logger("bundle"))
    #expect(bundle.appVersion == "0.0.0")
    #expect(bundle.buildNumber == "0")
    #expect(log.records.filter { $0.level == .warning }.count == 2)
    #expect(log.records.contains { $0.message.contains("CFBundleShortVersionString") })
  }
}
