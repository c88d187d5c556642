import Foundation
import Testing

@testable import KeelLint

@Suite struct NoSharedSingletonsRuleTests {
  @Test func staticInstancesAndURLSessionSharedAreReported() throws {
    try expectFixture("no-shared-singletons/Triggers.swift", rule: .noSharedSingletons)
  }

  @Test func valueConstantsComputedTaskLocalAndProtocolStaticsPass() throws {
    try expectFixture("no-shared-singletons/NearMisses.swift", rule: .noSharedSingletons)
  }

  @Test func theMessageNamesTheInstanceAndTheWayOut() throws {
    let found = try diagnostics(.noSharedSingletons, in: "final class Cache {\n  static let shared = Cache()\n}\n")
    #expect(found.count == 1)
    let message = try #require(found.first?.message)
    #expect(message.hasPrefix("Cache.shared is a static instance of Cache (Cache is a reference type)"), "\(message)")
    #expect(message.contains("rules.no-shared-singletons.allow"))
  }

  @Test func anAllowListedInstanceWithItsReasonPasses() throws {
    let configuration = try LintConfiguration.parse(
      Data(
        #"{"rules": {"no-shared-singletons": {"allow": {"Cache.shared": "stateless", "URLSession.shared": "demo"}}}}"#
          .utf8),
      origin: "custom.json")
    let source =
      "final class Cache {\n  static let shared = Cache()\n  static let other = Cache()\n}\nlet s = URLSession.shared\n"
    let found = try diagnostics(.noSharedSingletons, in: source, configuration: configuration)
    #expect(found.map(\.line) == [3])
  }

  @Test func anAllowEntryNeedsAReason() {
    #expect(throws: ConfigurationError.self) {
      try LintConfiguration.parse(
        Data(#"{"rules": {"no-shared-singletons": {"allow": {"Cache.shared": " "}}}}"#.utf8), origin: "custom.json")
    }
  }

  @Test func forbiddenMembersAreConfigurable() throws {
    let configuration = try LintConfiguration.parse(
      Data(#"{"rules": {"no-shared-singletons": {"forbidden": ["NotificationCenter.default"]}}}"#.utf8),
      origin: "custom.json")
    let source = "let center = NotificationCenter.default\nlet session = URLSession.shared\n"
    let found = try diagnostics(.noSharedSingletons, in: source, configuration: configuration)
    #expect(found.map(\.line) == [1])
  }
}
