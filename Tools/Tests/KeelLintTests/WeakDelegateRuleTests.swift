import Testing

@testable import KeelLint

@Suite struct WeakDelegateRuleTests {
  @Test func strongDelegatesAreReported() throws {
    try expectFixture("weak-delegate/Triggers.swift", rule: .weakDelegate)
  }

  @Test func weakDelegatesOwnedAdaptersAndLocalsPass() throws {
    try expectFixture("weak-delegate/NearMisses.swift", rule: .weakDelegate)
  }

  @Test func messageNamesThePropertyAndType() throws {
    let found = try diagnostics(.weakDelegate, in: "class A {\n  var delegate: ADelegate?\n}\n")
    #expect(found.first?.message.hasPrefix("delegate 'delegate' (ADelegate) is held strongly") == true)
  }
}
