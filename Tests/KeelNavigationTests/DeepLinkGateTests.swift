import KeelTesting
import Testing

@testable import KeelNavigation

@MainActor
@Suite struct DeepLinkGateTests {
  @Test func whileClosedTheLatestLinkWinsAndDroppedOnesAreLogged() {
    let capture = LogCapture()
    var delivered: [TestRoute] = []
    let gate = DeepLinkGate<TestRoute>(logger: capture.logger()) { delivered.append($0) }
    gate.receive(.item("a"))
    gate.receive(.item("b"))
    gate.receive(.profile)
    #expect(delivered.isEmpty)
    #expect(gate.pending == .profile)
    #expect(capture.lines.count == 2)
    #expect(capture.lines.allSatisfy { $0.contains("dropped") })
    #expect(capture.lines.first?.contains("item(a)") == true)
    gate.open()
    #expect(delivered == [.profile])
    #expect(gate.pending == nil)
  }

  @Test func openGatePassesLinksStraightOnUntilClosedAgain() {
    var delivered: [TestRoute] = []
    let gate = DeepLinkGate<TestRoute>(logger: LogCapture().logger()) { delivered.append($0) }
    gate.open()
    gate.receive(.item("a"))
    gate.receive(.profile)
    #expect(delivered == [.item("a"), .profile])
    gate.close()
    gate.receive(.tab("items"))
    #expect(delivered.count == 2)
    #expect(gate.pending == .tab("items"))
  }

  @Test func webViewModeIgnoresAndLogsLinks() {
    let capture = LogCapture()
    var delivered: [TestRoute] = []
    let gate = DeepLinkGate<TestRoute>(logger: capture.logger()) { delivered.append($0) }
    gate.receive(.item("held"))
    gate.mode = .webView
    #expect(gate.pending == nil)
    gate.receive(.profile)
    gate.open()
    gate.receive(.item("b"))
    #expect(delivered.isEmpty)
    #expect(capture.lines.filter { $0.contains("web-view mode") }.count == 3)
  }
}
