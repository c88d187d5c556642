import KeelCore
import Testing

@Suite struct KeelLoggingTests {
  @Test func labelsLoggersUnderTheKeelPrefix() {
    #expect(KeelLogging.logger("network").label == "keel.network")
  }
}
