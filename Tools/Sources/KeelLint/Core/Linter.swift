import Foundation

/// Runs the configured rules over files: finds the Swift files under the given paths (skipping
/// excluded and hidden folders and never following symbolic links, so mirrored folders are not
/// linted twice), parses each once, applies the rules that apply to it and the suppression
/// comments, and collects the diagnostics.
public struct Linter: Sendable {
  public let configuration: LintConfiguration
  /// The folder exclusion patterns and module paths are relative to (the configuration's).
  public let root: URL
  private let rules: [any LintRule]

  public init(configuration: LintConfiguration, root: URL) {
    self.configuration = configuration
    self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    self.rules = Self.makeRules(configuration)
  }

  private static func makeRules(_ configuration: LintConfiguration) -> [any LintRule] {
    func severity(_ rule: RuleID) -> Severity { configuration.settings(for: rule).severity ?? .error }
    func thresholds(_ rule: RuleID) -> Thresholds {
      configuration.settings(for: rule).thresholds ?? Thresholds(warning: .max, error: .max)
    }
    let name = (configuration.origin as NSString).lastPathComponent
    let layers: [any LintRule] =
      configuration.skippedRules[.layers] == nil
      ? [LayersRule(severity: severity(.layers), settings: configuration.layers, configurationName: name)] : []
    return layers + [
      WeakCoordinatorRule(severity: severity(.weakCoordinator)),
      WeakDelegateRule(severity: severity(.weakDelegate)),
      OutputCaptureRule(
        severity: severity(.outputCapture), unownedSeverity: configuration.outputCapture.unownedSeverity),
      NoPrintRule(severity: severity(.noPrint), functions: Set(configuration.noPrint.functions)),
      NoDirectUserDefaultsRule(
        severity: severity(.noDirectUserDefaults), allowedModules: configuration.userDefaults.allowedModules),
      CredentialLiteralRule(
        severity: severity(.noCredentialLiterals), names: configuration.credentials.names,
        namesInTests: configuration.credentials.namesInTests),
      AppleImportRule(severity: severity(.appleImports), frameworks: Set(configuration.appleImports.frameworks)),
      LineLengthRule(thresholds: thresholds(.lineLength)),
      FileLengthRule(thresholds: thresholds(.fileLength)),
      TypeBodyLengthRule(thresholds: thresholds(.typeBodyLength)),
      FunctionBodyLengthRule(thresholds: thresholds(.functionBodyLength)),
      ParameterCountRule(
        thresholds: thresholds(.parameterCount),
        ignoresDefaultedParameters: configuration.parameterCount.ignoresDefaultedParameters),
      CyclomaticComplexityRule(thresholds: thresholds(.cyclomaticComplexity)),
    ]
  }

  /// Lints source text as if it were the file at `relativePath` (relative to the root).
  public func lint(source: String, relativePath: String, displayPath: String? = nil) -> [LintDiagnostic] {
    let file = LintFile(source: source, path: displayPath ?? relativePath, relativePath: relativePath)
    let suppressions = Suppressions(file)
    var findings: [Finding] = []
    var rulesRun: Set<RuleID> = []
    for rule in rules where configuration.settings(for: rule.id).applies(to: file) {
      rulesRun.insert(rule.id)
      findings += rule.findings(in: file)
    }
    // The suppression rule's own findings follow its settings like any rule's.
    let suppressionSettings = configuration.settings(for: .suppression)
    return suppressions.apply(to: findings, rulesRun: rulesRun)
      .compactMap { finding -> Finding? in
        guard finding.rule == .suppression else { return finding }
        guard suppressionSettings.applies(to: file), let severity = suppressionSettings.severity else { return nil }
        var finding = finding
        if finding.severity == .error { finding.severity = severity }
        return finding
      }
      .map {
        LintDiagnostic(
          path: file.path, line: $0.line, column: $0.column, severity: $0.severity, rule: $0.rule.rawValue,
          message: $0.message)
      }
      .sorted(by: LintDiagnostic.isOrderedBefore)
  }

  /// Lints every Swift file under `paths` (files or folders; relative ones are resolved against
  /// `currentDirectory`, and diagnostics name files relative to it when they are inside it, or
  /// by absolute path with `absolutePaths`).
  public func lint(
    paths: [String], currentDirectory: URL, absolutePaths: Bool = false
  ) async throws(LintInputError) -> LintReport {
    let started = ContinuousClock.now
    let files = try swiftFiles(in: paths, currentDirectory: currentDirectory)
    let base = absolutePaths ? nil : currentDirectory.standardizedFileURL.resolvingSymlinksInPath().path
    // One task per file, at most a few per core in flight: the pool hands the next file to
    // whichever core is free, so one large file does not hold up a fixed share.
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount * 2)
    let diagnostics = await withTaskGroup(of: [LintDiagnostic].self) { group in
      var all: [LintDiagnostic] = []
      for (index, file) in files.enumerated() {
        if index >= width, let done = await group.next() { all += done }
        group.addTask { lint(file: file, displayBase: base) }
      }
      for await done in group { all += done }
      return all
    }
    return LintReport(
      files: files.count, diagnostics: diagnostics.sorted(by: LintDiagnostic.isOrderedBefore),
      duration: ContinuousClock.now - started)
  }

  private func lint(file: URL, displayBase: String?) -> [LintDiagnostic] {
    let display = displayBase.flatMap { Self.relative(file.path, to: $0) } ?? file.path
    guard let data = FileManager.default.contents(atPath: file.path), let source = String(data: data, encoding: .utf8)
    else {
      return [
        LintDiagnostic(
          path: display, line: 1, column: 1, severity: .error, rule: "read", message: "cannot read the file as UTF-8")
      ]
    }
    return lint(source: source, relativePath: relativePath(of: file), displayPath: display)
  }

  /// `path` relative to the root; a file outside it keeps its absolute path (without the
  /// leading slash), so `**` patterns and module folders still apply.
  func relativePath(of file: URL) -> String {
    Self.relative(file.path, to: root.path) ?? String(file.path.drop { $0 == "/" })
  }

  private static func relative(_ path: String, to base: String) -> String? {
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  /// The Swift files to lint, sorted: named files always, files found in named folders unless
  /// excluded.
  public func swiftFiles(in paths: [String], currentDirectory: URL) throws(LintInputError) -> [URL] {
    var files: [URL] = []
    let base = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
    for path in paths {
      let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.resolvingSymlinksInPath()
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw LintInputError(message: "no such file or folder: \(path)")
      }
      if isDirectory.boolValue {
        files += walk(url)
      } else if url.pathExtension == "swift" {
        files.append(url)
      } else {
        throw LintInputError(message: "not a Swift file: \(path)")
      }
    }
    var seen: Set<String> = []
    return files.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
  }

  private func walk(_ folder: URL) -> [URL] {
    let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
    guard
      let children = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for child in children {
      guard let values = try? child.resourceValues(forKeys: Set(keys)), values.isSymbolicLink != true else { continue }
      let relative = relativePath(of: child)
      if values.isDirectory == true {
        if configuration.exclude.contains(where: { $0.matchesEverythingBelow(folder: relative) }) { continue }
        files += walk(child)
      } else if child.pathExtension == "swift", !configuration.exclude.contains(where: { $0.matches(relative) }) {
        files.append(child)
      }
    }
    return files
  }
}

/// A path given to `keel lint` that cannot be linted.
public struct LintInputError: Error, Equatable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// The result of one run.
public struct LintReport: Sendable {
  public var files: Int
  public var diagnostics: [LintDiagnostic]
  public var duration: Duration

  public init(files: Int, diagnostics: [LintDiagnostic], duration: Duration) {
    self.files = files
    self.diagnostics = diagnostics
    self.duration = duration
  }

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
