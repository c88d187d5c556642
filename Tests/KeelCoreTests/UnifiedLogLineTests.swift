import KeelCore
import Logging
import Testing

@Suite struct UnifiedLogLineTests {
  @Test(arguments: [
    (Logger.Level.trace, UnifiedLogLine.Level.debug), (.debug, .debug), (.info, .info), (.notice, .info),
    (.warning, .error), (.error, .error), (.critical, .fault),
  ])
  func mapsEverySwiftLogLevel(level: Logger.Level, expected: UnifiedLogLine.Level) {
    #expect(UnifiedLogLine(level: level, message: "m", metadata: [:]).level == expected)
  }

  @Test func appendsMetadataSortedByKey() {
    let line = UnifiedLogLine(level: .info, message: "request", metadata: ["status": "200", "method": "GET"])
    #expect(line.text == "request method=GET status=200")
  }

  @Test func messageWithoutMetadataIsUnchanged() {
    #expect(UnifiedLogLine(level: .info, message: "hello", metadata: [:]).text == "hello")
  }
}
