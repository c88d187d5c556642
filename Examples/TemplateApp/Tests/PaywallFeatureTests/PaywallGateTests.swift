import AppDomain
import AppTestSupport
import KeelStorage
import PaywallFeature
import Testing

@MainActor
@Suite("PaywallGate")
struct PaywallGateTests {
  @Test func thePaywallShowsWhenEnabledNotPremiumAndNotDismissed() throws {
    let disk = DiskKeyValueStore()
    let gate = PaywallGate(store: try disk.open())
    #expect(gate.needsPaywall(enabled: true) && !gate.needsPaywall(enabled: false))
    gate.update(.premium(productID: PremiumCatalog.monthly))
    #expect(!gate.needsPaywall(enabled: true))
    gate.update(.free)
    #expect(gate.needsPaywall(enabled: true))
    gate.dismiss()
    #expect(!gate.needsPaywall(enabled: true))
    #expect(!PaywallGate(store: try disk.open()).needsPaywall(enabled: true), "the dismissal survives a relaunch")
  }
}
