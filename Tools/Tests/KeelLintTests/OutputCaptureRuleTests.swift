import Testing

@testable import KeelLint

@Suite struct OutputCaptureRuleTests {
  @Test func strongCapturesOfSelfInOutputClosuresAreReported() throws {
    try expectFixture("output-capture/Triggers.swift", rule: .outputCapture)
  }

  @Test func weakCapturesValueTypesParametersAndOtherClosuresPass() throws {
    try expectFixture("output-capture/NearMisses.swift", rule: .outputCapture)
  }

  @Test func nestedWeakCaptureMessageSaysWhereToPutIt() throws {
    let source = """
      final class C {
        func start() {
          model.output = .init(onTap: { Task { [weak self] in self?.go() } })
        }
        func go() {}
      }
      """
    let found = try diagnostics(.outputCapture, in: source)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("put [weak self] on the output closure itself") == true)
  }

  @Test func unownedCanBeAcceptedOrMadeAnError() throws {
    let source =
      "final class C {\n  func start() {\n    model.output = .init(onTap: { [unowned self] in go() })\n  }\n}\n"
    var configuration = try LintConfiguration.repository()
    configuration.outputCapture.unownedSeverity = nil
    #expect(try diagnostics(.outputCapture, in: source, configuration: configuration).isEmpty)
    configuration.outputCapture.unownedSeverity = .error
    #expect(try diagnostics(.outputCapture, in: source, configuration: configuration).map(\.severity) == [.error])
  }

  @Test func closuresInAnExtensionOfAClassAreChecked() throws {
    let source = """
      final class C {}
      extension C {
        func start() { model.output = .init(onTap: { self.go() }) }
      }
      """
    #expect(try diagnostics(.outputCapture, in: source).count == 1)
  }
}
