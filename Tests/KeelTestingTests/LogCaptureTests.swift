import KeelTesting
import Testing

@Suite struct LogCaptureTests {
  @Test func recordsLevelMessageAndMetadataInOrder() {
    let capture = LogCapture()
    let logger = capture.logger("keel.test")
    logger.info("first")
    logger.warning("second", metadata: ["key": "value"])
    #expect(capture.records.map(\.message) == ["first", "second"])
    #expect(capture.records.last?.level == .warning)
    #expect(capture.lines.last == "second key=value")
    #expect(capture.records.first?.label == "keel.test")
  }

  @Test func respectsTheLoggerLevel() {
    let capture = LogCapture()
    let logger = capture.logger(level: .warning)
    logger.debug("hidden")
    logger.error("shown")
    #expect(capture.lines == ["shown"])
  }

  @Test func capturesAreIndependent() {
    let first = LogCapture()
    let second = LogCapture()
    first.logger().info("only in first")
    #expect(first.records.count == 1)
    #expect(second.records.isEmpty)
  }
}
