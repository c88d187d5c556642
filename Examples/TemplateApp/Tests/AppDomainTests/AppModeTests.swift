import AppDomain
import Testing

@Suite struct AppModeTests {
  @Test(
    arguments: [
      ("1", nil), ("1.99", nil), ("0.9", nil), ("2", "2"), ("2.0.1", "2"), ("10", "10"), ("10.1", "10"),
      ("beta", nil), ("", nil), (".2", nil), ("v2", nil),
    ] as [(String, String?)])
  func defaultModeAsksFromMajorVersionTwo(appVersion: String, expected: String?) {
    #expect(AppMode.default.statusVersion(forAppVersion: appVersion) == expected)
  }

  @Test(arguments: ["1", "2", "10.4", "beta"])
  func fixedVersionModeAlwaysAsksAboutVersionTwo(appVersion: String) {
    #expect(AppMode.fixedVersion.statusVersion(forAppVersion: appVersion) == "2")
  }

  @Test func majorVersionsCompareAsNumbers() throws {
    let ten = try #require(AppMode.majorVersion(of: "10.0"))
    let two = try #require(AppMode.majorVersion(of: "2.9"))
    #expect(ten > two)
  }
}
