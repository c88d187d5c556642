import Testing

@testable import XcodeProjectCheck

@Suite struct RequiredReasonUseFinderTests {
  private func found(_ source: String) -> [String] {
    RequiredReasonUseFinder.uses(in: source).map { "\($0.line):\($0.api):\($0.category.rawValue)" }
  }

  @Test func commentsStringsAndDeclarationsDoNotCount() {
    let uses = found(
      """
      // UserDefaults.standard, stat(path)
      let text = "UserDefaults systemUptime"
      struct Clock { var systemUptime: Double }
      """)
    #expect(uses == [])
  }

  @Test func typesAndPropertyWrappersCountAsUserDefaults() {
    let uses = found(
      """
      let defaults: UserDefaults = .standard
      struct Settings { @AppStorage("theme") var theme = "" }
      """)
    #expect(
      uses == [
        "1:UserDefaults:NSPrivacyAccessedAPICategoryUserDefaults",
        "2:AppStorage:NSPrivacyAccessedAPICategoryUserDefaults",
      ])
  }

  @Test func modificationDateCountsOnlyAsAFileAttributeKey() {
    let uses = found(
      """
      let a = attributes[.modificationDate]
      let b = attributes[FileAttributeKey.creationDate]
      let c = item.modificationDate
      """)
    #expect(
      uses == [
        "1:modificationDate:NSPrivacyAccessedAPICategoryFileTimestamp",
        "2:creationDate:NSPrivacyAccessedAPICategoryFileTimestamp",
      ])
  }

  @Test func cFunctionsCountWhenCalled() {
    let uses = found(
      """
      var status = stat()
      let stat = 3
      _ = statfs(path, &fs)
      let start = mach_absolute_time()
      """)
    #expect(
      uses == [
        "1:stat:NSPrivacyAccessedAPICategoryFileTimestamp", "3:statfs:NSPrivacyAccessedAPICategoryDiskSpace",
        "4:mach_absolute_time:NSPrivacyAccessedAPICategorySystemBootTime",
      ])
  }

  @Test func diskSpaceAndKeyboardNamesCount() {
    let uses = found(
      """
      let values = try url.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])
      let modes = UITextInputMode.activeInputModes
      """)
    #expect(
      uses == [
        "1:volumeAvailableCapacityForImportantUsageKey:NSPrivacyAccessedAPICategoryDiskSpace",
        "2:activeInputModes:NSPrivacyAccessedAPICategoryActiveKeyboards",
      ])
  }
}
