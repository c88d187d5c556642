import Foundation
import Testing

@testable import KeelLint

@Suite struct LintConfigurationTests {
  private func parse(_ json: String) throws(ConfigurationError) -> LintConfiguration {
    try LintConfiguration.parse(Data(json.utf8), origin: "custom.json")
  }

  private func error(_ json: String) -> ConfigurationError? {
    do {
      _ = try parse(json)
      return nil
    } catch {
      return error
    }
  }

  @Test func theCommittedConfigurationListsEveryModuleOfTheDesign() throws {
    let configuration = try LintConfiguration.repository()
    for module in [
      "KeelCore", "KeelStore", "KeelStorage", "KeelLocalization", "KeelNavigation", "KeelNetwork", "KeelDesign",
      "KeelNotifications", "KeelTesting", "AppDomain", "AppLocalization", "AppData", "AppFeature", "DevServer",
      "template-server", "keel", "KeelCommands", "KeelLint", "L10nGenerator",
    ] {
      #expect(configuration.layers.allowList(for: module) != nil, "\(module) has no allow-list")
    }
    #expect(configuration.layers.allowList(for: "KeelCore")?.contains("SwiftUI") == false)
    #expect(configuration.layers.featureForbidden == ["AppData"])
    #expect(configuration.settings(for: .lineLength).thresholds == Thresholds(warning: 120, error: 200))
    #expect(configuration.settings(for: .cyclomaticComplexity).includeTests == false)
  }

  @Test func withoutAFileKeelsOwnConventionsAreOffAndLayersIsSkipped() throws {
    let configuration = LintConfiguration.withoutFile
    #expect(configuration.isBuiltIn)
    #expect(configuration.settings(for: .appleImports).severity == nil)
    #expect(configuration.settings(for: .noDirectUserDefaults).severity == nil)
    #expect(configuration.settings(for: .noSharedSingletons).severity == nil)
    #expect(configuration.settings(for: .noPrint).severity == .error)
    #expect(configuration.skippedRules == [.layers: "rules.layers.modules"])
    let note = try #require(configuration.note(searchedFrom: "/app"))
    #expect(note.hasPrefix("note: keel lint: no .keel-lint.json in /app or above: using built-in defaults"))
    #expect(note.contains("no-direct-user-defaults, no-shared-singletons and apple-imports off"), "\(note)")
    #expect(note.contains("layers skipped: it needs allow-lists under rules.layers.modules"))
  }

  @Test func aFileWithAllowListsNeedsNoNote() throws {
    let configuration = try LintConfiguration.repository()
    #expect(configuration.skippedRules.isEmpty)
    #expect(configuration.note(searchedFrom: "/repo") == nil)
    #expect(try parse("{}").skippedRules == [.layers: "rules.layers.modules"])
    #expect(try parse(#"{"rules": {"layers": {"enabled": false}}}"#).skippedRules.isEmpty)
  }

  @Test func layersWithoutAllowListsReportNothing() throws {
    let source = "import Foundation\nimport Feed\n"
    #expect(try diagnostics(.layers, in: source, at: "Sources/App/A.swift", configuration: parse("{}")).isEmpty)
    #expect(try diagnostics(.layers, in: source, at: "Sources/App/A.swift", configuration: .withoutFile).isEmpty)
  }

  @Test func anEmptyObjectKeepsTheDefaults() throws {
    let configuration = try parse("{}")
    #expect(configuration.exclude == LintConfiguration.defaultExclude)
    #expect(configuration.rules == LintConfiguration.defaults.rules)
    #expect(configuration.origin == "custom.json")
  }

  @Test func keysOverrideDefaultsOneByOne() throws {
    let configuration = try parse(
      #"{"rules": {"no-print": {"severity": "warning", "exclude": ["Scripts/**"]}, "line-length": {"warning": 100}, "#
        + #""weak-delegate": {"enabled": false}, "layers": {"features": {"suffix": "Module"}}}}"#)
    #expect(configuration.settings(for: .noPrint).severity == .warning)
    #expect(configuration.settings(for: .noPrint).exclude == [PathPattern("Scripts/**")])
    #expect(configuration.settings(for: .lineLength).thresholds == Thresholds(warning: 100, error: 200))
    #expect(configuration.settings(for: .weakDelegate).severity == nil)
    #expect(configuration.layers.featureSuffix == "Module")
  }

  @Test func zeroAndOneAreNumbersNotBooleans() throws {
    let configuration = try parse(#"{"rules": {"parameter-count": {"warning": 1, "error": 1}}}"#)
    #expect(configuration.settings(for: .parameterCount).thresholds == Thresholds(warning: 1, error: 1))
    #expect(error(#"{"rules": {"no-print": {"enabled": 1}}}"#)?.message == "expected true or false, found the number 1")
  }

  @Test func invalidJSONNamesTheFile() {
    let problem = error(#"{"rules": }"#)
    #expect(problem?.file == "custom.json")
    #expect(problem?.key == nil)
    #expect(problem?.description.hasPrefix("custom.json: not valid JSON") == true)
  }

  @Test func wrongValuesNameTheFileAndTheKey() {
    let cases: [(String, String?, String)] = [
      (#"{"rules": {"line-length": {"warning": "120"}}}"#, "rules.line-length.warning", "the string \"120\""),
      (#"{"rules": {"line-length": {"warning": 300}}}"#, "rules.line-length.warning", "above the error limit"),
      (#"{"rules": {"line-length": {"warning": 1.5}}}"#, "rules.line-length.warning", "the number 1.5"),
      (#"{"rules": {"no-print": {"severity": "fatal"}}}"#, "rules.no-print.severity", "\"fatal\""),
      (#"{"rules": {"no-print": {"exclude": "Scripts"}}}"#, "rules.no-print.exclude", "an array of strings"),
      (#"{"rules": {"no-prints": {}}}"#, "rules.no-prints", "unknown rule"),
      (#"{"rules": {"layers": {"modules": {"KeelCore": "Foundation"}}}}"#, "rules.layers.modules.KeelCore", "array"),
      (
        #"{"rules": {"layers": {"modules": {"KeelCore": ["Foundation", 3]}}}}"#, "rules.layers.modules.KeelCore[1]", "3"
      ),
      (#"{"rules": {"layers": {"features": {"prefix": "X"}}}}"#, "rules.layers.features.prefix", "unknown key"),
      (#"{"rules": {"line-length": {"severity": "error"}}}"#, "rules.line-length.severity", "unknown key"),
      (#"{"rule": {}}"#, "rule", "unknown key"),
      (#"{"exclude": [""]}"#, "exclude[0]", "non-empty"),
      (#"[1]"#, nil, "expected an object"),
    ]
    for (json, key, fragment) in cases {
      let problem = error(json)
      #expect(problem?.file == "custom.json", "\(json)")
      #expect(problem?.key == key, "\(json): \(String(describing: problem))")
      #expect(problem?.message.contains(fragment) == true, "\(json): \(String(describing: problem))")
    }
  }

  @Test func aMissingFileIsAnErrorNamingIt() {
    #expect(throws: ConfigurationError.self) {
      try LintConfiguration.load(from: URL(fileURLWithPath: "/nonexistent/.keel-lint.json"))
    }
  }
}
