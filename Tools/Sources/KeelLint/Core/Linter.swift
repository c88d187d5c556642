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
      NoSharedSingletonsRule(
        severity: severity(.noSharedSingletons), settings: configuration.sharedSingletons),
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
  /// by absolute path with `absolutePaths`). With a `cache`, files whose content is unchanged
  /// since it was written are not parsed again.
  public func lint(
    paths: [String], currentDirectory: URL, absolutePaths: Bool = false, cache: LintCache? = nil
  ) async throws(LintInputError) -> LintReport {
    let started = ContinuousClock.now
    let files = try swiftFiles(in: paths, currentDirectory: currentDirectory)
    let base = absolutePaths ? nil : currentDirectory.standardizedFileURL.resolvingSymlinksInPath().path
    var warnings: [String] = []
    let (previous, loadWarning) = cache?.load() ?? ([:], nil)
    if let loadWarning { warnings.append(loadWarning) }
    // One task per file, at most a few per core in flight: the pool hands the next file to
    // whichever core is free, so one large file does not hold up a fixed share.
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount * 2)
    let results = await withTaskGroup(of: FileResult.self) { group in
      var all: [FileResult] = []
      all.reserveCapacity(files.count)
      for (index, file) in files.enumerated() {
        if index >= width, let done = await group.next() { all.append(done) }
        group.addTask { lint(file: file, displayBase: base, previous: previous) }
      }
      for await done in group { all.append(done) }
      return all
    }
    let cached = results.count { $0.wasCached }
    if let cache, cached < results.count || loadWarning != nil {
      var entries = previous
      for result in results {
        if let entry = result.entry { entries[result.relativePath] = entry }
      }
      // Entries of files that no longer exist would only grow the file.
      let linted = Set(results.map(\.relativePath))
      entries = entries.filter { path, _ in
        linted.contains(path) || FileManager.default.fileExists(atPath: absolutePath(of: path))
      }
      if let saveWarning = cache.save(entries) { warnings.append(saveWarning) }
    }
    return LintReport(
      files: files.count, diagnostics: results.flatMap(\.diagnostics).sorted(by: LintDiagnostic.isOrderedBefore),
      duration: ContinuousClock.now - started, cachedFiles: cached, warnings: warnings)
  }

  /// What linting one file gave: its diagnostics, and the cache entry to keep for it.
  private struct FileResult: Sendable {
    var relativePath: String
    var diagnostics: [LintDiagnostic]
    var entry: LintCache.Entry?
    var wasCached: Bool
  }

  private func lint(file: URL, displayBase: String?, previous: [String: LintCache.Entry]) -> FileResult {
    let display = displayBase.flatMap { Self.relative(file.path, to: $0) } ?? file.path
    let relative = relativePath(of: file)
    guard let data = FileManager.default.contents(atPath: file.path), let source = String(data: data, encoding: .utf8)
    else {
      let unreadable = LintDiagnostic(
        path: display, line: 1, column: 1, severity: .error, rule: "read", message: "cannot read the file as UTF-8")
      return FileResult(relativePath: relative, diagnostics: [unreadable], entry: nil, wasCached: false)
    }
    let hash = ContentHash.hex(data)
    if let entry = previous[relative], entry.hash == hash {
      let diagnostics = entry.findings.map {
        LintDiagnostic(
          path: display, line: $0.line, column: $0.column, severity: $0.severity, rule: $0.rule, message: $0.message)
      }
      return FileResult(relativePath: relative, diagnostics: diagnostics, entry: entry, wasCached: true)
    }
    let diagnostics = lint(source: source, relativePath: relative, displayPath: display)
    let findings = diagnostics.map {
      LintCache.Finding(line: $0.line, column: $0.column, severity: $0.severity, rule: $0.rule, message: $0.message)
    }
    return FileResult(
      relativePath: relative, diagnostics: diagnostics, entry: LintCache.Entry(hash: hash, findings: findings),
      wasCached: false)
  }

  /// The absolute path of a path relative to the root (see `relativePath(of:)`).
  private func absolutePath(of relativePath: String) -> String {
    root.appendingPathComponent(relativePath).path
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

  /// The Swift files under `folder`, by path: `lstat` through `attributesOfItem` (which does
  /// not follow links) instead of URL resource values, which made the walk half of a cached
  /// re-run.
  private func walk(_ folder: URL) -> [URL] {
    var files: [URL] = []
    walk(folder.path, relative: folder.path == root.path ? "" : relativePath(of: folder), into: &files)
    return files
  }

  private func walk(_ folder: String, relative: String, into files: inout [URL]) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let childRelative = relative.isEmpty ? name : relative + "/" + name
      guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType,
        type != .typeSymbolicLink
      else { continue }
      if type == .typeDirectory {
        if configuration.exclude.contains(where: { $0.matchesEverythingBelow(folder: childRelative) }) { continue }
        walk(path, relative: childRelative, into: &files)
      } else if name.hasSuffix(".swift"), !configuration.exclude.contains(where: { $0.matches(childRelative) }) {
        files.append(URL(fileURLWithPath: path, isDirectory: false))
      }
    }
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
  /// Files whose findings came from the cache, unparsed.
  public var cachedFiles: Int
  /// Problems with the run itself that did not stop it (an unusable cache), for standard error.
  public var warnings: [String]

  public init(
    files: Int, diagnostics: [LintDiagnostic], duration: Duration, cachedFiles: Int = 0, warnings: [String] = []
  ) {
    self.files = files
    self.diagnostics = diagnostics
    self.duration = duration
    self.cachedFiles = cachedFiles
    self.warnings = warnings
  }

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

// Here rather than beside RuleSettings: the configuration files know nothing of syntax trees, so
// scripts/fuzz can build the `.keel-lint.json` reader without swift-syntax.
extension RuleSettings {
  /// Whether the rule runs on `file`.
  func applies(to file: LintFile) -> Bool {
    guard severity != nil else { return false }
    if file.isTest && !includeTests { return false }
    return !exclude.contains { $0.matches(file.relativePath) }
  }
}
