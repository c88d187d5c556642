// keel:sample begin
import AppFeature
import Foundation
import KeelNavigation
import KeelTesting
import Testing

/// The gate following the root through a session: links wait until the main tabs show, pass
/// straight on while they do, wait again after a sign-out, and are ignored in web mode.
@MainActor
@Suite("DeepLinkGate following RootState")
struct DeepLinkGateRootStateTests {
  @Test func linksWaitForTheMainTabsAndTheLatestWins() {
    var delivered: [AppDeepLink] = []
    let gate = DeepLinkGate<AppDeepLink>(logger: LogCapture().logger()) { delivered.append($0) }
    gate.follow(.loading)
    gate.receive(.tab(.favorites))
    gate.follow(.onboarding)
    gate.receive(.item(id: "42"))
    gate.follow(.signIn)
    gate.follow(.paywall)
    #expect(delivered.isEmpty)
    #expect(gate.pending == .item(id: "42"))
    gate.follow(.main)
    #expect(delivered == [.item(id: "42")])
    gate.receive(.profile)
    #expect(delivered == [.item(id: "42"), .profile])
    // Signed out: links wait for the tabs again.
    gate.follow(.signIn)
    gate.receive(.tab(.settings))
    #expect(delivered.count == 2)
    gate.follow(.main)
    #expect(delivered.last == .tab(.settings))
  }

  @Test func inWebModeLinksAreIgnoredAndAHeldOneIsDropped() {
    var delivered: [AppDeepLink] = []
    let capture = LogCapture()
    let gate = DeepLinkGate<AppDeepLink>(logger: capture.logger()) { delivered.append($0) }
    gate.follow(.loading)
    gate.receive(.item(id: "1"))
    gate.follow(.web(URL(string: "https://web.example.org")!))
    #expect(gate.pending == nil)
    #expect(!gate.isOpen)
    gate.receive(.item(id: "2"))
    #expect(delivered.isEmpty)
    #expect(capture.lines.filter { $0.contains("web-view mode") }.count == 2)
  }
}
// keel:sample end
